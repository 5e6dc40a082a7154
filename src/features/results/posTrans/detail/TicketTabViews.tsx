import { useT } from '../../../../../i18n/IntlProvider';
import {
  useTicketLines,
  useTicketNotes,
  useTicketPayments,
  useTicketTaxes,
} from '../../../../api/ticketViewer';
import { LinesTab } from './LinesTab';
import { NotesTab } from './NotesTab';
import { PaymentsTab } from './PaymentsTab';
import { ReadState } from './ReadState';
import { TaxesTab } from './TaxesTab';

/**
 * The data of the lines, payments, taxes and notes tabs: each reads its call when its tab is first
 * shown (a tab's content mounts then), through the persisted cache (the last-viewed tickets offline).
 */
interface TabViewProps {
  documentId: number;
}

function useFailure() {
  const { t } = useT();
  return { failure: t('TicketDetail.ReadFailed'), loadingLabel: t('TicketDetail.Loading') };
}

export function LinesView({ documentId }: TabViewProps) {
  const read = useTicketLines(documentId);
  return (
    <ReadState read={{ ...read, data: read.data?.Entity?.LineItems }} {...useFailure()}>
      {(lines) => <LinesTab lines={lines} />}
    </ReadState>
  );
}

export function PaymentsView({ documentId }: TabViewProps) {
  const read = useTicketPayments(documentId);
  return (
    <ReadState read={{ ...read, data: read.data?.Entity?.Payments }} {...useFailure()}>
      {(payments) => <PaymentsTab payments={payments} />}
    </ReadState>
  );
}

export function TaxesView({ documentId }: TabViewProps) {
  const read = useTicketTaxes(documentId);
  return (
    <ReadState read={{ ...read, data: read.data?.Entity?.Taxes }} {...useFailure()}>
      {(taxes) => <TaxesTab taxes={taxes} />}
    </ReadState>
  );
}

export function NotesView({ documentId }: TabViewProps) {
  const read = useTicketNotes(documentId);
  return (
    <ReadState read={{ ...read, data: read.data?.Entity }} {...useFailure()}>
      {(notes) => <NotesTab notes={notes} />}
    </ReadState>
  );
}
