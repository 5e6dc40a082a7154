import {
  Alert,
  Button,
  DataGrid,
  type DataGridColumn,
  Dialog,
  defaultPageSize,
  SearchField,
  Stack,
  Switch,
} from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';

/** The catalogue namespace of a selection dialog: its texts are `${ns}.Title`, `${ns}.Search`… */
export type SelectionNamespace = 'StoreSelection' | 'MerchantSelection';

export interface SelectionDialogPageProps<T> {
  ns: SelectionNamespace;
  open: boolean;
  columns: DataGridColumn<T>[];
  /** The rows of the current page. */
  rows: T[];
  getRowId: (row: T) => string;
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
  /** Checking or saving the picked row. */
  busy: boolean;
  onContinue: () => void;
  /** Cancel, the close button or Escape. */
  onCancel: () => void;
}

/**
 * A merchant or store selection dialog (1-foundation.md §2 "Modal content"): a searchable,
 * server-paged grid with a switch to include deactivated rows (default on); Continue is enabled
 * only after a row is picked (§5).
 */
export function SelectionDialogPage<T>(props: SelectionDialogPageProps<T>) {
  const { t } = useT();
  const { ns } = props;
  const picked = props.selectedId !== null && props.rows.some((r) => props.getRowId(r) === props.selectedId);
  return (
    <Dialog.Root
      open={props.open}
      closeOnInteractOutside={false}
      // Escape clears the search first (SearchField); only with an empty search does it close.
      closeOnEscape={!props.busy && props.search === ''}
      onOpenChange={(next) => {
        if (!next) props.onCancel();
      }}
    >
      <Dialog.Content size="large">
        <Dialog.Title>{t(`${ns}.Title`)}</Dialog.Title>
        <Dialog.CloseButton />
        <Dialog.Body>
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
              totalRowCount={props.totalRowCount}
              page={props.page}
              pageSize={defaultPageSize}
              onPageChange={props.onPageChange}
              selectionMode="single"
              selectedRowIds={props.selectedId ? [props.selectedId] : []}
              onSelectionChange={(ids) => props.onSelectedIdChange(ids[0] ?? null)}
              loading={props.loading}
              emptyText={t(`${ns}.Empty`)}
            />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="ghost" disabled={props.busy} onClick={props.onCancel}>
            {t(`${ns}.Cancel`)}
          </Button>
          <Button disabled={!picked} loading={props.busy} onClick={props.onContinue}>
            {t(`${ns}.Continue`)}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
