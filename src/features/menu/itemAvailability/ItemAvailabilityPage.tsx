import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  type ConfirmButtonState,
  ConfirmDialog,
  type DataGridColumn,
  Inline,
  Modal,
  NativeCheckbox,
  Savebar,
  Stack,
  Text,
} from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { ItemAvailabilityRow } from '../../../domain/itemAvailability';
import { ChangeHistoryPanel } from '../../../scaffold/history/ChangeHistoryPanel';
import type { ChangeHistoryState } from '../../../scaffold/history/useChangeHistory';
import { ListScreenLayout } from '../../../scaffold/list/ListScreenLayout';
import type { ListState } from '../../../scaffold/list/useListState';
import type { PagedList } from '../../../scaffold/list/usePagedList';

/** A row as the screen shows it: the server's, with this device's changes over it and their mark. */
export interface ShownRow extends ItemAvailabilityRow {
  /** pending: changed, not saved; queued: saved while offline, waiting to sync; conflict: refused. */
  Mark: 'pending' | 'queued' | 'conflict' | null;
}

export type AvailabilityValues = Pick<ItemAvailabilityRow, 'IsInStock' | 'IsAvailableOnline'>;

/** A change the server refused because the row changed meanwhile: mine and theirs, to choose from. */
export interface ConflictView {
  id: string;
  name: string;
  mine: AvailabilityValues;
  theirs: ItemAvailabilityRow;
}

export interface ItemAvailabilityPageProps {
  list: ListState;
  paged: PagedList<ShownRow>;
  selectedIds: string[];
  onSelectionChange: (ids: string[]) => void;
  onToggle: (row: ShownRow, values: AvailabilityValues) => void;
  /** Sets the values on every selected row (the bulk edit modal's Save Changes). */
  onBulkEdit: (values: AvailabilityValues) => void;
  pendingCount: number;
  saveState: ConfirmButtonState;
  onSave: () => void;
  onDiscard: () => void;
  onEnableAllOnline: () => void;
  onEnableAllInStock: () => void;
  enableAllState: { online: ConfirmButtonState; inStock: ConfirmButtonState };
  /** Changes saved on this device and waiting for the connection. */
  queuedCount: number;
  conflicts: ConflictView[];
  onKeepMine: (id: string) => void;
  onTakeTheirs: (id: string) => void;
  /** How many changes the last save stored (a short banner), or null. */
  savedCount: number | null;
  onDismissSaved: () => void;
  /** The question before paging, searching or enabling all over unsaved changes. */
  confirm: { open: boolean; onConfirm: () => void; onCancel: () => void };
  /** Who changed the store's availability lately (issue 7 §5), in a panel under the list. */
  history?: ChangeHistoryState;
}

/**
 * Item availability (2-menu-and-reports.md §2, §4): the store's items with row checkboxes, search,
 * item, category, in stock, POS active and active online; enable all active online / in stock, edit
 * the selected items in a modal; rows changed are marked pending until saved, saved offline they wait
 * to sync, refused for a newer row they ask which to keep.
 */
export function ItemAvailabilityPage(props: ItemAvailabilityPageProps) {
  const { t } = useT();
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulk, setBulk] = useState<AvailabilityValues>({ IsInStock: true, IsAvailableOnline: true });
  const yesNo = (v: boolean) => t(v ? 'ItemAvailability.Yes' : 'ItemAvailability.No');
  const stateText = (v: AvailabilityValues) =>
    t('ItemAvailability.StateText', { inStock: String(v.IsInStock), online: String(v.IsAvailableOnline) });

  const columns: DataGridColumn<ShownRow>[] = [
    { id: 'item', header: t('ItemAvailability.Item'), accessor: (r) => r.ItemName, sortable: true },
    {
      id: 'category',
      header: t('ItemAvailability.Category'),
      accessor: (r) => r.CategoryName,
      sortable: true,
      hideBelow: 'tablet',
    },
    {
      id: 'inStock',
      header: t('ItemAvailability.InStock'),
      sortable: true,
      align: 'center',
      cell: (r) => (
        <NativeCheckbox
          label={t('ItemAvailability.InStockOf', { name: r.ItemName })}
          hideLabel
          checked={r.IsInStock}
          disabled={r.Mark === 'conflict'}
          onCheckedChange={(checked) =>
            props.onToggle(r, { IsInStock: checked, IsAvailableOnline: r.IsAvailableOnline })
          }
        />
      ),
    },
    {
      id: 'posActive',
      header: t('ItemAvailability.PosActive'),
      sortable: true,
      align: 'center',
      hideBelow: 'tablet',
      cell: (r) => yesNo(r.IsPosActive),
    },
    {
      id: 'activeOnline',
      header: t('ItemAvailability.ActiveOnline'),
      sortable: true,
      align: 'center',
      cell: (r) => (
        <NativeCheckbox
          label={t('ItemAvailability.ActiveOnlineOf', { name: r.ItemName })}
          hideLabel
          checked={r.IsAvailableOnline}
          disabled={r.Mark === 'conflict'}
          onCheckedChange={(checked) =>
            props.onToggle(r, { IsInStock: r.IsInStock, IsAvailableOnline: checked })
          }
        />
      ),
    },
    {
      id: 'status',
      header: t('ItemAvailability.Status'),
      cell: (r) =>
        r.Mark === 'pending' ? (
          <Badge tone="brand">{t('ItemAvailability.Pending')}</Badge>
        ) : r.Mark === 'queued' ? (
          <Badge tone="info">{t('ItemAvailability.WaitingToSync')}</Badge>
        ) : r.Mark === 'conflict' ? (
          <Badge tone="caution">{t('ItemAvailability.Conflict')}</Badge>
        ) : null,
    },
  ];

  const selected = props.selectedIds.length;
  return (
    <Stack space="medium">
      {props.conflicts.length > 0 ? (
        <Alert tone="caution" title={t('ItemAvailability.ConflictTitle', { count: props.conflicts.length })}>
          <Stack space="small">
            <Text as="p">{t('ItemAvailability.ConflictMessage')}</Text>
            <ul aria-label={t('ItemAvailability.Conflict')}>
              {props.conflicts.map((c) => (
                <li key={c.id}>
                  <Inline space="small" alignY="center">
                    <Text>
                      {t('ItemAvailability.ConflictRow', {
                        name: c.name,
                        mine: stateText(c.mine),
                        theirs: stateText(c.theirs),
                      })}
                    </Text>
                    <Button
                      size="small"
                      variant="soft"
                      aria-label={t('ItemAvailability.KeepMineFor', { name: c.name })}
                      onClick={() => props.onKeepMine(c.id)}
                    >
                      {t('ItemAvailability.KeepMine')}
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('ItemAvailability.TakeTheirsFor', { name: c.name })}
                      onClick={() => props.onTakeTheirs(c.id)}
                    >
                      {t('ItemAvailability.TakeTheirs')}
                    </Button>
                  </Inline>
                </li>
              ))}
            </ul>
          </Stack>
        </Alert>
      ) : null}
      {props.queuedCount > 0 ? (
        <Alert tone="info" title={t('ItemAvailability.QueuedTitle', { count: props.queuedCount })}>
          {t('ItemAvailability.QueuedMessage')}
        </Alert>
      ) : null}
      {props.savedCount !== null ? (
        <Alert tone="positive" onDismiss={props.onDismissSaved} autoHideMs={3000}>
          {t('ItemAvailability.Saved', { count: props.savedCount })}
        </Alert>
      ) : null}
      <ListScreenLayout<ShownRow>
        label={t('ItemAvailability.GridLabel')}
        list={props.list}
        paged={props.paged}
        columns={columns}
        getRowId={(r) => String(r.ItemMasterId)}
        searchLabel={t('ItemAvailability.Search')}
        selection={{
          selectedRowIds: props.selectedIds,
          onSelectionChange: props.onSelectionChange,
          rowSelectLabel: (r) => t('ItemAvailability.SelectItem', { name: r.ItemName }),
        }}
        rowMark={(r) =>
          r.Mark === 'pending'
            ? 'pending'
            : r.Mark === 'queued'
              ? 'queued'
              : r.Mark === 'conflict'
                ? 'caution'
                : undefined
        }
        actions={
          <Inline space="small" collapseBelow="tablet">
            <Button
              variant="soft"
              loading={props.enableAllState.online === 'loading'}
              onClick={props.onEnableAllOnline}
            >
              {t('ItemAvailability.EnableAllActiveOnline')}
            </Button>
            <Button
              variant="soft"
              loading={props.enableAllState.inStock === 'loading'}
              onClick={props.onEnableAllInStock}
            >
              {t('ItemAvailability.EnableAllInStock')}
            </Button>
            <Button variant="soft" disabled={selected === 0} onClick={() => setBulkOpen(true)}>
              {t('ItemAvailability.EditSelected', { count: selected })}
            </Button>
          </Inline>
        }
        emptyText={t('ItemAvailability.Empty')}
        offlineChangesText={t('ItemAvailability.OfflineSaves')}
        loadErrorFallback={t('ItemAvailability.LoadError')}
      />
      {props.history ? (
        <ChangeHistoryPanel
          history={props.history}
          title={t('ChangeHistory.StoreAvailabilityTitle')}
          showEntity
        />
      ) : null}
      <Savebar.Root saveState={props.saveState} label={t('ItemAvailability.GridLabel')}>
        <Box flexGrow={1}>
          <Text tone="muted" aria-live="polite">
            {props.pendingCount > 0 ? t('ItemAvailability.PendingCount', { count: props.pendingCount }) : ''}
          </Text>
        </Box>
        <Savebar.Discard
          label={t('ItemAvailability.Discard')}
          disabled={props.pendingCount === 0}
          onClick={props.onDiscard}
        />
        <Savebar.Save
          label={t('ItemAvailability.Save')}
          disabled={props.pendingCount === 0}
          onClick={props.onSave}
        />
      </Savebar.Root>
      <Modal
        open={bulkOpen}
        role="dialog"
        title={t('ItemAvailability.BulkEditTitle', { count: selected })}
        description={t('ItemAvailability.BulkEditDescription')}
        onDismiss={() => setBulkOpen(false)}
        actions={[
          { label: t('ItemAvailability.Cancel'), onClick: () => setBulkOpen(false) },
          {
            label: t('ItemAvailability.SaveChanges'),
            onClick: () => {
              props.onBulkEdit(bulk);
              setBulkOpen(false);
            },
          },
        ]}
      >
        <Stack space="small">
          <Checkbox
            label={t('ItemAvailability.ActiveOnline')}
            checked={bulk.IsAvailableOnline}
            onCheckedChange={(v) => setBulk((b) => ({ ...b, IsAvailableOnline: v }))}
          />
          <Checkbox
            label={t('ItemAvailability.InStock')}
            checked={bulk.IsInStock}
            onCheckedChange={(v) => setBulk((b) => ({ ...b, IsInStock: v }))}
          />
        </Stack>
      </Modal>
      <ConfirmDialog
        open={props.confirm.open}
        onOpenChange={(open) => {
          if (!open) props.confirm.onCancel();
        }}
        title={t('PendingEditChanges.Title')}
        message={t('PendingEditChanges.Message')}
        confirmLabel={t('ItemAvailability.DiscardAndContinue')}
        cancelLabel={t('PendingEditChanges.Stay')}
        onConfirm={props.confirm.onConfirm}
        onCancel={props.confirm.onCancel}
      />
    </Stack>
  );
}
