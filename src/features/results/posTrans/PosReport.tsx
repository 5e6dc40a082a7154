import { Box, Link, NativeSelect, Stack } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { Today } from '../../../domain/calendar';
import {
  type PosSearchFilters,
  type PosTransactionRow,
  type PosTransactionSummary,
  searchColumns,
  ticketFilters,
} from '../../../domain/posTransactions';
import { ListScreenLayout } from '../../../scaffold/list/ListScreenLayout';
import type { ListState } from '../../../scaffold/list/useListState';
import type { PagedList } from '../../../scaffold/list/usePagedList';
import { DateRangeControl } from './DateRangeControl';
import type { ReactNode } from 'react';
import type { DetailSlotProps } from './DetailSlot';
import { ExportSlot } from './ExportSlot';
import { posColumns } from './columns';
import { PosSummary } from './PosSummary';
import * as styles from './PosTransactions.css';
import type { PosSearchState } from './urls';

export interface PosReportProps {
  /** The business day the presets count from (a company view's stores may be on two: calendar.ts). */
  today: Today;
  /** The stores in view keep different clocks: a ticket's time says its zone. */
  showZone: boolean;
  search: PosSearchState;
  /** The search-by column choice (behind the getSalesTicket flag). */
  searchByOffered: boolean;
  onSearchChange: (changes: Partial<PosSearchState>) => void;
  list: ListState;
  paged: PagedList<PosTransactionRow>;
  summary: PosTransactionSummary | null;
  /** No store chosen: the Store column, and the ticket without its customer. */
  companyView: boolean;
  /** The ticket open beside the list (or instead of it below the large breakpoint). */
  selectedId: number | null;
  onOpen: (row: PosTransactionRow) => void;
  /** The list without the ticket (its address, and what a press does). */
  backHref: string;
  onBack: () => void;
  /** From the large breakpoint: the list and the ticket side by side. */
  wide: boolean;
  /** The exports' filters; null while the range is invalid. */
  exportRequest: PosSearchFilters | null;
  /** The ticket's panel (the view's DetailSlot; a fixture in the stories). */
  ticketPanel: (props: DetailSlotProps) => ReactNode;
}

/**
 * The POS transactions report (2-menu §2, §4): the date control, the ticket filter, the search by a
 * column and its text, the summary and the server-paged list; a ticket beside it from the large
 * breakpoint, alone below it with a way back to the list.
 */
export function PosReport(props: PosReportProps) {
  const { t } = useT();
  const { selectedId, wide, companyView } = props;
  const detail =
    selectedId === null ? null : (
      <Box key={selectedId} minWidth="0">
        {props.ticketPanel({
          documentId: selectedId,
          companyView,
          showZone: props.showZone,
          onClose: wide ? props.onBack : undefined,
        })}
      </Box>
    );
  if (detail && !wide)
    return (
      <Stack space="medium">
        <Link
          href={props.backHref}
          onClick={(e) => {
            e.preventDefault();
            props.onBack();
          }}
        >
          {t('PosTransactions.BackToList')}
        </Link>
        {detail}
      </Stack>
    );
  return (
    <div className={detail ? styles.split : undefined}>
      <SearchAndList {...props} />
      {detail}
    </div>
  );
}

function SearchAndList({
  today,
  search,
  searchByOffered,
  onSearchChange,
  list,
  paged,
  summary,
  companyView,
  showZone,
  selectedId,
  onOpen,
  exportRequest,
}: PosReportProps) {
  const { t, money } = useT();
  return (
    <Stack space="medium">
      <div className={styles.controls}>
        <DateRangeControl
          today={today}
          range={search.range}
          onChange={(range) => onSearchChange({ range })}
        />
        <NativeSelect
          label={t('PosTransactions.TicketFilter')}
          value={search.filter}
          onChange={(e) => onSearchChange({ filter: e.target.value as PosSearchState['filter'] })}
          options={ticketFilters.map((f) => ({ value: f, label: t(`PosTransactions.Filter.${f}`) }))}
        />
        {searchByOffered ? (
          <NativeSelect
            label={t('PosTransactions.SearchBy')}
            value={search.searchColumn}
            onChange={(e) =>
              onSearchChange({ searchColumn: e.target.value as PosSearchState['searchColumn'] })
            }
            options={searchColumns.map((c) => ({ value: c, label: t(`PosTransactions.SearchColumn.${c}`) }))}
          />
        ) : null}
      </div>
      {exportRequest ? <PosSummary summary={summary} loading={paged.loading} /> : null}
      <ListScreenLayout
        label={t('PosTransactions.GridLabel')}
        list={list}
        paged={paged}
        columns={posColumns(t, money, companyView, showZone)}
        getRowId={(r) => String(r.id)}
        searchLabel={t('PosTransactions.Search')}
        actions={<ExportSlot request={exportRequest} />}
        onRowActivate={onOpen}
        activeRowId={selectedId === null ? null : String(selectedId)}
        emptyText={t(exportRequest ? 'PosTransactions.Empty' : 'PosTransactions.FixRange')}
        loadErrorFallback={t('PosTransactions.LoadError')}
      />
    </Stack>
  );
}
