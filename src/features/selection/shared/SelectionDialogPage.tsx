import type { ReactNode } from 'react';
import {
  Alert,
  DataGrid,
  type DataGridColumn,
  defaultPageSize,
  Modal,
  SearchField,
  Stack,
  Switch,
} from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';

/** The catalogue namespace of a selection dialog: its texts are `${ns}.Title`, `${ns}.Search`… */
export type SelectionNamespace = 'StoreSelection' | 'MerchantSelection';

export interface SelectionDialogPageProps<T> {
  ns: SelectionNamespace;
  open: boolean;
  columns: DataGridColumn<T>[];
  /** The rows of the current page. */
  rows: T[];
  getRowId: (row: T) => string;
  /** Rows the user may not pick (shown, dimmed). */
  canSelectRow?: (row: T) => boolean;
  /** Total rows on the server; -1 when unknown. */
  totalRowCount: number;
  page: number;
  onPageChange: (page: number) => void;
  /** The search text as typed (the view debounces it). */
  search: string;
  onSearchChange: (search: string) => void;
  includeDeactivated: boolean;
  onIncludeDeactivatedChange: (include: boolean) => void;
  loading: boolean;
  /** The list could not be loaded: the message. */
  loadError?: string | null;
  selectedId: string | null;
  onSelectedIdChange: (id: string | null) => void;
  /** Under the grid: what the rows' badges mean. */
  legend?: ReactNode;
  /** Checking or saving the picked row. */
  busy: boolean;
  /** Continue with the picked row (Continue, or Enter on a row: then with that row's id). */
  onContinue: (id?: string) => void;
  /** Cancel, the close button or Escape. */
  onCancel: () => void;
}

/**
 * A merchant or store selection dialog (1-foundation.md §2 "Modal content"): a searchable,
 * server-paged grid with a switch to include deactivated rows; Continue is enabled only after a row
 * is picked (§5); Enter on a row continues with it.
 */
export function SelectionDialogPage<T>(props: SelectionDialogPageProps<T>) {
  const { t } = useT();
  const { ns } = props;
  const picked = props.selectedId !== null && props.rows.some((r) => props.getRowId(r) === props.selectedId);
  return (
    <Modal
      open={props.open}
      role="dialog"
      size="large"
      title={t(`${ns}.Title`)}
      busy={props.busy}
      onDismiss={props.onCancel}
      // Escape clears the search first (SearchField); only with an empty search does it close.
      dismissOnEscape={props.search === ''}
      actions={[
        { label: t(`${ns}.Cancel`), onClick: props.onCancel },
        {
          label: t(`${ns}.Continue`),
          onClick: () => props.onContinue(),
          disabled: !picked,
          state: props.busy ? 'loading' : 'default',
        },
      ]}
    >
      <Stack space="medium">
        <SearchField
          label={t(`${ns}.Search`)}
          value={props.search}
          onValueChange={props.onSearchChange}
          autoComplete="off"
        />
        <Switch
          label={t(`${ns}.IncludeDeactivated`)}
          checked={props.includeDeactivated}
          onCheckedChange={props.onIncludeDeactivatedChange}
        />
        {props.loadError ? <Alert tone="critical">{props.loadError}</Alert> : null}
        <DataGrid<T>
          label={t(`${ns}.GridLabel`)}
          columns={props.columns}
          rows={props.rows}
          getRowId={props.getRowId}
          canSelectRow={props.canSelectRow}
          totalRowCount={props.totalRowCount}
          page={props.page}
          pageSize={defaultPageSize}
          onPageChange={props.onPageChange}
          selectionMode="single"
          selectedRowIds={props.selectedId ? [props.selectedId] : []}
          onSelectionChange={(ids) => props.onSelectedIdChange(ids[0] ?? null)}
          onRowActivate={(row, via) => {
            if (via === 'keyboard' && !props.busy) props.onContinue(props.getRowId(row));
          }}
          loading={props.loading}
          emptyText={t(`${ns}.Empty`)}
        />
        {props.legend}
      </Stack>
    </Modal>
  );
}
