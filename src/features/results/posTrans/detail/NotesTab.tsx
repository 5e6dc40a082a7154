import type { DataGridColumn } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import type { TicketNote } from '../../../../domain/posTransactions';
import { TicketGrid } from './TicketGrid';

export interface NotesTabProps {
  notes: TicketNote[];
}

/** The notes tab (§3 "Ticket note"): in sequence; a note is text, never markup. */
export function NotesTab({ notes }: NotesTabProps) {
  const { t } = useT();
  const columns: DataGridColumn<TicketNote>[] = [
    {
      id: 'sequence',
      header: t('TicketDetail.Note.Sequence'),
      accessor: (n) => n.SequenceNumber,
      align: 'right',
    },
    { id: 'note', header: t('TicketDetail.Note.Text'), accessor: (n) => n.Note },
  ];
  const sorted = [...notes].sort((a, b) => a.SequenceNumber - b.SequenceNumber);
  return (
    <TicketGrid
      label={t('TicketDetail.NotesLabel')}
      columns={columns}
      rows={sorted}
      getRowId={(n) => String(n.SequenceNumber)}
      emptyText={t('TicketDetail.NoNotes')}
    />
  );
}
