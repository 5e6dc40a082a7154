import { useState } from 'react';
import { Button, Stack } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import { useTicketDetail } from '../../../../api/ticketViewer';
import { DetailsTab } from './DetailsTab';
import { ReadState } from './ReadState';
import { ReceiptTabView } from './ReceiptTabView';
import { type TicketTab, TicketDetailPage } from './TicketDetailPage';
import { LinesView, NotesView, PaymentsView, TaxesView } from './TicketTabViews';

export interface TicketDetailPanelProps {
  /** The ticket (the list row's id). */
  documentId: number;
  /** No store chosen: the customer is left out of the details and the receipt. */
  companyView: boolean;
  /** The stores in view keep different clocks: the ticket's times say their zone. */
  showZone: boolean;
  onClose?: () => void;
}

function TicketPanelBody({ documentId, companyView, showZone, onClose }: TicketDetailPanelProps) {
  const { t } = useT();
  const [tab, setTab] = useState<TicketTab>('details');
  const read = useTicketDetail(documentId);
  const detail = read.data?.Entity;
  return (
    <Stack space="medium">
      <ReadState
        read={{ ...read, data: detail }}
        loadingLabel={t('TicketDetail.Loading')}
        failure={t('TicketDetail.ReadFailed')}
      >
        {(d) => (
          <TicketDetailPage
            detail={d}
            tab={tab}
            onTabChange={setTab}
            onClose={onClose}
            panels={{
              details: <DetailsTab detail={d} companyView={companyView} showZone={showZone} />,
              lines: <LinesView documentId={documentId} />,
              payments: <PaymentsView documentId={documentId} />,
              taxes: <TaxesView documentId={documentId} />,
              notes: <NotesView documentId={documentId} />,
              receipt: (
                <ReceiptTabView
                  documentId={documentId}
                  ticketNumber={d.TicketNumber}
                  companyView={companyView}
                />
              ),
            }}
          />
        )}
      </ReadState>
      {detail === undefined && onClose && (
        <div>
          <Button variant="soft" onClick={onClose}>
            {t('TicketDetail.Close')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/**
 * A ticket of POS transactions (2-menu §2–§4): its details, lines, payments, taxes, notes and
 * receipt. The list shows it beside itself on a wide screen and alone on a narrow one. Another
 * ticket starts afresh (on its details tab).
 */
export function TicketDetailPanel(props: TicketDetailPanelProps) {
  return <TicketPanelBody key={props.documentId} {...props} />;
}
