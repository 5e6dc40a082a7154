import { Alert, Box, Button, type ConfirmButtonState, Link, Stack, Text } from '../../../../design-system';
import type { MerchantDetails } from '../../../domain/accountContract';
import type { BillingSummary, InvoiceRow, InvoiceStatusFilter } from '../../../domain/billing';
import type { MerchantUserRow } from '../../../domain/merchantUsers';
import type { ListState } from '../../../scaffold/list/useListState';
import type { PagedList } from '../../../scaffold/list/usePagedList';
import { BalanceSection, StoresSection } from './BalanceSection';
import { type BillsFormat, useBillsFormat } from './format';
import { InvoicesSection } from './InvoicesSection';
import * as styles from './MyBills.css';
import type { PaymentReturn } from './urls';

export interface MyBillsPageProps {
  /** The bill, or why it could not be read (the view shows the page once either is in). */
  summary: { data?: BillingSummary; error?: string };
  onRetry: () => void;
  merchant?: MerchantDetails;
  subscriptionNumber?: string | null;
  /** Whom a user who may not pay asks (User/GetUsers); null while unknown. */
  accountManagers: MerchantUserRow[] | null;
  /** How the hosted payment page sent the user back, until its banner is dismissed. */
  paymentReturn: PaymentReturn | null;
  onDismissPaymentReturn: () => void;
  /** Opening the hosted payment page: the button's state, and why it failed. */
  payState: ConfirmButtonState;
  payError: string | null;
  onPay: () => void;
  onDismissPayError: () => void;
  invoices: {
    list: ListState;
    paged: PagedList<InvoiceRow>;
    status: InvoiceStatusFilter;
    onStatusChange: (status: InvoiceStatusFilter) => void;
  };
}

function ReturnBanner({
  f,
  value,
  onDismiss,
}: {
  f: BillsFormat;
  value: PaymentReturn;
  onDismiss: () => void;
}) {
  if (value.outcome === 'cancelled')
    return (
      <Alert tone="info" onDismiss={onDismiss}>
        {f.t('MyBills.Cancelled')}
      </Alert>
    );
  if (value.outcome === 'saved')
    return (
      <Alert tone="positive" title={f.t('MyBills.SavedTitle')} onDismiss={onDismiss}>
        {f.t('MyBills.Saved')}
      </Alert>
    );
  return (
    <Alert tone="positive" title={f.t('MyBills.PaidTitle')} onDismiss={onDismiss}>
      {f.t('MyBills.Paid', { reference: value.reference ?? '' })}
    </Alert>
  );
}

/**
 * The overdue headline names the stores whose bill is overdue: the merchant's overdue total can
 * belong to another store than the one whose "due in 3 days" notice led here.
 */
function overdueText(f: BillsFormat, summary: BillingSummary): string {
  const amount = f.money(summary.PastDueAmount);
  const stores = summary.Stores.filter((s) => s.State === 'overdue').map((s) => s.StoreName);
  if (stores.length === 0) return f.t('MyBills.Overdue', { amount });
  return f.t('MyBills.OverdueAt', { amount, stores: f.list(stores), count: stores.length });
}

/** For a user who may not pay: the account managers to ask, with their e-mail addresses. */
function AskAccountManager({ f, managers }: { f: BillsFormat; managers: MerchantUserRow[] | null }) {
  if (managers === null) return null;
  if (managers.length === 0) return <Alert tone="info">{f.t('MyBills.NoAccountManager')}</Alert>;
  return (
    <Alert tone="info">
      <Stack space="small">
        <Text as="p">{f.t('MyBills.ReadOnly')}</Text>
        <ul className={styles.plainList} aria-label={f.t('MyBills.AccountManagers')}>
          {managers.map((m) => (
            <li key={m.Email}>
              <Text weight="strong">{m.FullName}</Text> <Link href={`mailto:${m.Email}`}>{m.Email}</Link>
            </li>
          ))}
        </ul>
      </Stack>
    </Alert>
  );
}

/**
 * My Bills (/account/mybills): the banners (the payment's outcome, a failure to open the payment
 * page, the overdue amount, whom to ask), the balance with Pay, each store's line and the invoices.
 */
export function MyBillsPage(props: MyBillsPageProps) {
  const f = useBillsFormat();
  const { summary } = props;
  const data = summary.data;
  if (summary.error && !data)
    return (
      <Alert
        tone="critical"
        action={
          <Button variant="soft" onClick={props.onRetry}>
            {f.t('MyBills.Retry')}
          </Button>
        }
      >
        {summary.error}
      </Alert>
    );
  return (
    <Stack space="large">
      {props.paymentReturn ? (
        <ReturnBanner f={f} value={props.paymentReturn} onDismiss={props.onDismissPaymentReturn} />
      ) : null}
      {props.payError ? (
        <Alert tone="critical" onDismiss={props.onDismissPayError}>
          {props.payError}
        </Alert>
      ) : null}
      {data && data.PastDueAmount > 0 ? <Alert tone="caution">{overdueText(f, data)}</Alert> : null}
      {data && !data.CanPay ? <AskAccountManager f={f} managers={props.accountManagers} /> : null}
      <BalanceSection
        f={f}
        summary={data}
        merchant={props.merchant}
        subscriptionNumber={props.subscriptionNumber}
        payState={props.payState}
        onPay={props.onPay}
      />
      {data && data.Stores.length > 0 ? <StoresSection f={f} stores={data.Stores} /> : null}
      <Box minWidth="0">
        <InvoicesSection f={f} {...props.invoices} />
      </Box>
    </Stack>
  );
}
