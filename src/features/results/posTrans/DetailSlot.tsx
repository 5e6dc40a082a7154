import { lazy, Suspense } from 'react';
import { Spinner } from '../../../../design-system';

export interface DetailSlotProps {
  documentId: number;
  /** Company view: the ticket's customer fields are left out (customerFields). */
  companyView: boolean;
  /** The stores in view keep different clocks: the ticket's times say their zone. */
  showZone: boolean;
  onClose?: () => void;
}

/** The ticket's panel in a chunk of its own: the list loads without it (and without DOMPurify). */
const TicketDetailPanel = lazy(() =>
  import('./detail/TicketDetailPanel').then((m) => ({ default: m.TicketDetailPanel })),
);

/** The ticket beside (or instead of) the list: the ticket detail panel (2-menu §2, §4). */
export function DetailSlot(props: DetailSlotProps) {
  return (
    <Suspense fallback={<Spinner delayed />}>
      <TicketDetailPanel {...props} />
    </Suspense>
  );
}
