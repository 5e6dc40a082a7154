import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  DataGrid,
  type DataGridColumn,
  type DataGridRowMark,
  IconButton,
  Inline,
  SearchField,
  Stack,
} from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { failureText } from '../form/serverErrors';
import { OfflineNotice } from '../OfflineNotice';
import { PAGE_SIZES } from '../../domain/listParams';
import type { ListState } from './useListState';
import type { PagedList } from './usePagedList';

export interface ListScreenLayoutProps<Row> {
  /** The grid's accessible name. */
  label: string;
  list: ListState;
  paged: PagedList<Row>;
  columns: DataGridColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The search field's label; without it the list has no search. */
  searchLabel?: string;
  /** Buttons beside the search (Add…). */
  actions?: ReactNode;
  onRowActivate?: (row: Row) => void;
  /** Row checkboxes (each named by `rowSelectLabel`) and the selected rows' ids. */
  selection?: {
    selectedRowIds: string[];
    onSelectionChange: (ids: string[]) => void;
    rowSelectLabel: (row: Row) => string;
  };
  /** The row open beside the list (a master-detail screen): marked selected; a press opens another. */
  activeRowId?: string | null;
  /** A row's mark (pending, queued, caution): see DataGrid. */
  rowMark?: (row: Row) => DataGridRowMark | undefined;
  emptyText?: string;
  /** The offline notice's words about changes, for a screen that keeps them offline (an outbox). */
  offlineChangesText?: string;
  /** Shown when the page could not be loaded and the server gave no Message. */
  loadErrorFallback: string;
  /** A message about the screen's last action (a download with nothing in it), above the grid. */
  notice?: ReactNode;
}

/**
 * How a list screen looks: search, the screen's actions and refresh above a server-paged grid
 * whose page, size and sort follow the list's state (in the URL for a screen), with its loading,
 * empty and error states.
 */
export function ListScreenLayout<Row>({
  label,
  list,
  paged,
  columns,
  getRowId,
  searchLabel,
  actions,
  onRowActivate,
  selection,
  activeRowId,
  rowMark,
  emptyText,
  offlineChangesText,
  loadErrorFallback,
  notice,
}: ListScreenLayoutProps<Row>) {
  const { t } = useT();
  return (
    <Stack space="medium">
      <OfflineNotice asOf={paged.fetchedAt} changesText={offlineChangesText} />
      <Inline space="small" alignY="bottom" collapseBelow="tablet">
        {searchLabel ? (
          <Box flexGrow={1} minWidth="0">
            <SearchField
              label={searchLabel}
              value={list.typedSearch}
              onValueChange={list.setSearch}
              autoComplete="off"
            />
          </Box>
        ) : null}
        {actions}
        <IconButton label={t('List.Refresh')} icon="refresh" variant="soft" onClick={paged.retry} />
      </Inline>
      {notice}
      {paged.keptSearch ? (
        <Alert tone="info">{t('List.OfflineSearch', { count: paged.keptSearch.kept })}</Alert>
      ) : null}
      <DataGrid<Row>
        label={label}
        columns={columns}
        rows={paged.rows}
        getRowId={getRowId}
        totalRowCount={paged.total}
        page={list.params.page}
        pageSize={list.params.pageSize}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        sort={list.params.sort}
        onSortChange={list.setSort}
        onRowActivate={onRowActivate}
        selectionMode={selection ? 'multiple' : activeRowId !== undefined ? 'single' : 'none'}
        selectedRowIds={selection?.selectedRowIds ?? (activeRowId ? [activeRowId] : undefined)}
        onSelectionChange={selection?.onSelectionChange}
        rowSelectLabel={selection?.rowSelectLabel}
        rowMark={rowMark}
        loading={paged.loading}
        emptyText={emptyText}
        error={paged.error ? failureText(paged.error, loadErrorFallback, t('Http.Offline')) : null}
        onRetry={paged.retry}
      />
    </Stack>
  );
}
