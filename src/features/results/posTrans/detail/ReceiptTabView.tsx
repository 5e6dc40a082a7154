import { useMemo, useState } from 'react';
import { useT } from '../../../../../i18n/IntlProvider';
import { useApiMutation } from '../../../../api/mutation';
import {
  receiptRequest,
  ticketViewerApi,
  ticketViewerPaths,
  useReceiptPreview,
} from '../../../../api/ticketViewer';
import { useOnline } from '../../../../offline/network';
import { failureText } from '../../../../scaffold/form/serverErrors';
import { ReadState } from './ReadState';
import { receiptEmailError } from './receiptEmail';
import { printReceipt, sanitiseReceipt } from './receiptHtml';
import { ReceiptTab } from './ReceiptTab';

export interface ReceiptTabViewProps {
  documentId: number;
  ticketNumber: number;
  companyView: boolean;
}

/**
 * The receipt tab's data (2-menu §4, §6, §7): the preview, asked when the tab is first selected (the
 * customer left out in company view), sanitised once; Print; the e-mail sent through the mutation hook.
 */
export function ReceiptTabView({ documentId, ticketNumber, companyView }: ReceiptTabViewProps) {
  const { t } = useT();
  const online = useOnline();
  const request = receiptRequest(documentId, companyView);
  const read = useReceiptPreview(request);
  const answer = read.data;
  const html = useMemo(
    () => (answer?.IsSuccessful && answer.HtmlReceipt ? sanitiseReceipt(answer.HtmlReceipt) : undefined),
    [answer],
  );
  const refused = answer !== undefined && html === undefined;
  const [address, setAddress] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [printBlocked, setPrintBlocked] = useState(false);
  const send = useApiMutation(ticketViewerPaths.sendEmail, ticketViewerApi.sendEmailReceipt, {
    silent: true,
  });

  const onSend = async () => {
    setSentTo(null);
    const to = address.trim();
    const outcome = await send.trigger({ ...request, EmailAddress: to });
    if (outcome.ok) setSentTo(to);
  };
  const failure =
    send.state === 'error'
      ? failureText(send.error, t('ReceiptPreview.EmailFailed'), t('Http.Offline'))
      : null;

  return (
    <ReadState
      read={{ data: html, error: refused ? new Error('refused') : read.error, fetchedAt: read.fetchedAt }}
      loadingLabel={t('ReceiptPreview.Loading')}
      failure={t('ReceiptPreview.RetrieveError')}
      serverMessage={false}
    >
      {(clean) => (
        <ReceiptTab
          html={clean}
          ticketNumber={ticketNumber}
          onPrint={() => setPrintBlocked(!printReceipt(clean))}
          printBlocked={printBlocked}
          email={{
            address,
            onAddressChange: (next) => {
              setAddress(next);
              setSentTo(null);
              send.reset();
            },
            error: receiptEmailError(address),
            sendState: send.state,
            sentTo,
            failure,
            offline: !online,
            onSend: () => void onSend(),
          }}
        />
      )}
    </ReadState>
  );
}
