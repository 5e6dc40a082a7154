import { useId, useState } from 'react';
import {
  Box,
  Button,
  DataGrid,
  type DataGridColumn,
  Heading,
  Inline,
  Stack,
  Text,
  TruncatedText,
} from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import {
  type RevenueCenter,
  type RevenueCenterStore,
  SHOW_ALL_MIN_STORES,
  showAllEnabled,
  truncatedList,
} from '../../../domain/revenueCenter';

export interface RevenueCenterGridProps {
  center: RevenueCenter;
  /** The store column shows (a merchant of more than one store, §2). */
  showStores: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onDownload: () => void;
}

/**
 * One revenue center of the list (§2): its name and description, its grid — the external id on the
 * first row, the store (multi-store merchants), the devices and the order modes, each list cut at 15
 * characters with the whole list in a popover — the first 3 stores until Show All, and Show All /
 * Hide, Edit, Delete and Download. A row opens the center's form, as Edit does.
 */
export function RevenueCenterGrid({
  center,
  showStores,
  onEdit,
  onDelete,
  onDownload,
}: RevenueCenterGridProps) {
  const { t } = useT();
  const named = { name: center.revenueCenterName };
  const headingId = useId();
  const [all, setAll] = useState(false);
  const firstStoreId = center.stores[0]?.storeId;
  const rows = all ? center.stores : center.stores.slice(0, SHOW_ALL_MIN_STORES);
  const list = (names: string[], title: string) => {
    const cut = truncatedList(names);
    return (
      <TruncatedText
        shown={cut.text}
        whole={cut.whole}
        title={title}
        moreLabel={t('RevenueCenter.ShowWholeList')}
      />
    );
  };
  const columns: DataGridColumn<RevenueCenterStore>[] = [
    {
      id: 'externalId',
      header: t('RevenueCenter.ExternalIdColumn'),
      cell: (s) => (s.storeId === firstStoreId ? center.externalId : ''),
    },
    ...(showStores
      ? [
          {
            id: 'store',
            header: t('RevenueCenter.StoreColumn'),
            accessor: (s: RevenueCenterStore) => s.storeName,
          },
        ]
      : []),
    {
      id: 'devices',
      header: t('RevenueCenter.DevicesColumn'),
      cell: (s) =>
        list(
          s.devices.map((d) => d.storeDeviceName),
          t('RevenueCenter.DevicesOf', { store: s.storeName }),
        ),
    },
    {
      id: 'orderModes',
      header: t('RevenueCenter.OrderModesColumn'),
      cell: (s) =>
        list(
          s.orderModes.map((m) => m.orderModeName),
          t('RevenueCenter.OrderModesOf', { store: s.storeName }),
        ),
    },
  ];
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack space="small">
        <Inline space="small" align="space-between" alignY="center">
          <Stack space="xsmall">
            <Heading level={3} id={headingId}>
              {center.revenueCenterName}
            </Heading>
            <Text tone="muted">{center.revenueCenterDescription}</Text>
          </Stack>
          <Inline space="xsmall" alignY="center">
            <Button
              variant="ghost"
              disabled={!showAllEnabled(center.stores.length)}
              aria-expanded={showAllEnabled(center.stores.length) ? all : undefined}
              onClick={() => setAll((v) => !v)}
              aria-label={t(all ? 'RevenueCenter.HideOf' : 'RevenueCenter.ShowAllOf', named)}
            >
              {all ? t('RevenueCenter.Hide') : t('RevenueCenter.ShowAll')}
            </Button>
            {/* named with the center (the visible word first): each center's buttons are told apart */}
            <Button
              variant="ghost"
              icon="edit"
              onClick={onEdit}
              aria-label={t('RevenueCenter.EditOf', named)}
            >
              {t('RevenueCenter.Edit')}
            </Button>
            <Button
              variant="ghost"
              icon="trash"
              onClick={onDelete}
              aria-label={t('RevenueCenter.DeleteOf', named)}
            >
              {t('RevenueCenter.Delete')}
            </Button>
            <Button
              variant="ghost"
              icon="download"
              onClick={onDownload}
              aria-label={t('RevenueCenter.DownloadOf', named)}
            >
              {t('RevenueCenter.Download')}
            </Button>
          </Inline>
        </Inline>
        <DataGrid
          label={t('RevenueCenter.GridLabel', { name: center.revenueCenterName })}
          columns={columns}
          rows={rows}
          getRowId={(s) => String(s.storeId)}
          totalRowCount={rows.length}
          page={1}
          pageSize={Math.max(rows.length, 1)}
          onPageChange={() => {}}
          pager={false}
          // a row opens the center's form too: the rows are on the keyboard's path, so a grid
          // scrolled sideways (375 px) can be scrolled from the keyboard
          onRowActivate={onEdit}
        />
      </Stack>
    </Box>
  );
}
