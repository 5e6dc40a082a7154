import { Menu } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import { type PosExportFilters, posExportStart } from '../../../../api/posExport';
import { EXPORT_TYPE_CODES, type ExportTypeCode } from '../../../../domain/posTransactions';
import { ExportProgress } from '../../../../scaffold/export/ExportProgress';
import {
  type StreamedCsvExport,
  useStreamedCsvExport,
} from '../../../../scaffold/export/useStreamedCsvExport';

export interface PosExportMenuProps {
  /** The list's search as it is now: the exports carry its filters. */
  request: PosExportFilters;
}

/** The two files (2-menu §7): their label and what a finished one says. */
const FILES = [
  {
    code: EXPORT_TYPE_CODES.posTransactions,
    label: 'PosExport.PosTrans',
    done: 'PosExport.PosTransDone',
    newest: 'PosExport.PosTransNewest',
  },
  {
    code: EXPORT_TYPE_CODES.ticketDetail,
    label: 'PosExport.TicketDetail',
    done: 'PosExport.TicketDetailDone',
    newest: 'PosExport.TicketDetailNewest',
  },
] as const satisfies readonly { code: ExportTypeCode; label: string; done: string; newest: string }[];

/**
 * The POS transactions' exports (2-menu §7, §9): Export → "POS Trans" (a row a ticket) or "Ticket
 * Detail" (a row a ticket line), with the list's filters, the newest MAX_EXPORT_ROWS rows. Each is
 * streamed from the server and built into a CSV file in the CSV worker (src/scaffold/export), with
 * its progress, Cancel, and what it saved — "the newest N of M" when more match. Both may run at
 * once; one already running is not offered again until it ends.
 */
export function PosExportMenu({ request }: PosExportMenuProps) {
  const { t } = useT();
  const runs: Record<ExportTypeCode, StreamedCsvExport> = {
    [EXPORT_TYPE_CODES.posTransactions]: useStreamedCsvExport(),
    [EXPORT_TYPE_CODES.ticketDetail]: useStreamedCsvExport(),
  };
  return (
    <div>
      <div>
        <Menu
          label={t('PosExport.Menu')}
          icon="download"
          items={FILES.map((file) => ({
            id: file.code,
            label: t(file.label),
            onSelect: () => void runs[file.code].start(posExportStart(file.code, request)),
            disabled: runs[file.code].state === 'running',
          }))}
        />
      </div>
      {FILES.map((file) => {
        const label = t(file.label);
        return (
          <ExportProgress
            key={file.code}
            label={label}
            export={runs[file.code]}
            emptyText={t('PosExport.Empty', { label })}
            doneText={({ rows, total }) =>
              total !== null && total > rows ? t(file.newest, { rows, total }) : t(file.done, { rows })
            }
          />
        );
      })}
    </div>
  );
}
