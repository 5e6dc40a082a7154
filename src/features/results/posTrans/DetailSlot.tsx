import { Button, Card, Text } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';

export interface DetailSlotProps {
  documentId: number;
  /** Company view: the ticket's customer fields are left out (customerFields). */
  companyView: boolean;
  onClose?: () => void;
}

/*
 * LEAD — at the merge of p8-detail, replace `PlaceholderTicketDetailPanel` below by the DETAIL helper's
 * panel, loaded with the ticket's chunk:
 *
 *   import { lazy, Suspense } from 'react';
 *   import { Spinner } from '../../../../design-system';
 *   const TicketDetailPanel = lazy(() =>
 *     import('./detail/TicketDetailPanel').then((m) => ({ default: m.TicketDetailPanel })),
 *   );
 *   export function DetailSlot(props: DetailSlotProps) {
 *     return <Suspense fallback={<Spinner />}><TicketDetailPanel {...props} /></Suspense>;
 *   }
 *
 * and delete the placeholder (and the PosTransactions.TicketPlaceholder key).
 */
function PlaceholderTicketDetailPanel({ documentId, onClose }: DetailSlotProps) {
  const { t } = useT();
  return (
    <Card title={t('PosTransactions.Ticket', { id: documentId })}>
      <Text tone="muted">{t('PosTransactions.TicketPlaceholder')}</Text>
      {onClose ? (
        <Button variant="ghost" onClick={onClose}>
          {t('PosTransactions.CloseTicket')}
        </Button>
      ) : null}
    </Card>
  );
}

/** The ticket beside (or instead of) the list: the ticket detail panel (2-menu §2, §4). */
export function DetailSlot(props: DetailSlotProps) {
  return <PlaceholderTicketDetailPanel {...props} />;
}
