import { useSearchParams } from 'wouter';
import { Spinner } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { useMerchant } from '../../../api/account';
import {
  accountBillingApi,
  accountBillingPaths,
  useBillingSummary,
  useSubscriptionNumber,
} from '../../../api/accountBilling';
import { useApiMutation } from '../../../api/mutation';
import { userPaths } from '../../../api/user';
import type { InvoiceRow, InvoiceStatusFilter } from '../../../domain/billing';
import type { MerchantUserRow } from '../../../domain/merchantUsers';
import { pageNavigation } from '../../../lib/pageNavigation';
import { failureText } from '../../../scaffold/form/serverErrors';
import type { ListParams } from '../../../domain/listParams';
import { useUrlListState } from '../../../scaffold/list/useListState';
import { usePagedList } from '../../../scaffold/list/usePagedList';
import { RevealInTransition } from '../../../scaffold/read/RevealInTransition';
import type { ScreenProps } from '../../../scaffold/screen';
import { MyBillsPage } from './MyBillsPage';
import {
  invoiceListDefaults,
  readPaymentReturn,
  readStatusFilter,
  withoutPaymentReturn,
  withStatusFilter,
} from './urls';

/** The account managers a user who may not pay is told to ask: the first page, by name. */
const MANAGERS_PAGE: ListParams = {
  page: 1,
  pageSize: 10,
  search: '',
  sort: { columnId: 'name', direction: 'asc' },
};

/**
 * My Bills' view: the bill (GetBillingSummary), the merchant (Account/GetMerchant), its subscription
 * number, the invoices (list scaffolding, state in the URL with ?status=), the account managers to
 * ask (User/GetUsers) for a user who may not pay, and Pay: GetCreditHPMUrl with the bill's checksum,
 * then off to the hosted payment page, which sends the user back here with ?payment=….
 */
export function MyBillsView(_props: ScreenProps) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const summary = useBillingSummary();
  const merchant = useMerchant();
  const subscription = useSubscriptionNumber();
  const data = summary.data?.Entity;

  const list = useUrlListState(invoiceListDefaults);
  const status = readStatusFilter(params);
  const invoices = usePagedList<InvoiceRow>(accountBillingPaths.invoices, list.params, { Status: status });
  const managers = usePagedList<MerchantUserRow>(
    data && !data.CanPay ? userPaths.users : null,
    MANAGERS_PAGE,
    { AccountManagersOnly: true },
  );

  const pay = useApiMutation(accountBillingPaths.hostedPaymentUrl, accountBillingApi.hostedPaymentUrl, {
    silent: true,
  });
  const onPay = async () => {
    if (!data) return;
    const outcome = await pay.trigger({ ConcurrencyChecksum: data.ConcurrencyChecksum });
    if (outcome.ok && outcome.data.Entity) pageNavigation.assign(outcome.data.Entity.Url);
    // a stale checksum: someone paid or changed the card meanwhile; show the bill as it is now
    else if (!outcome.ok && outcome.error.status === 409) void summary.mutate();
  };

  // The page shows in one piece once what its top is made of is in (the bill, the merchant's line,
  // whom to ask): each part arriving on its own pushed the invoices down under the reader (a layout
  // shift of 0.59 on a slow tablet). A read that fails counts as in: the page says so.
  // (answered once: a later revalidation keeps the page on screen)
  const managersIn = !data || data.CanPay || managers.error !== null || managers.total >= 0;
  const topIn =
    (data !== undefined || summary.error !== undefined) && !merchant.isLoading && !subscription.isLoading;
  const placeholder = <Spinner label={t('MyBills.Balance')} />;
  if (!topIn || !managersIn) return placeholder;

  const loadError = summary.error
    ? failureText(summary.error, t('MyBills.LoadFailed'), t('Http.Offline'))
    : undefined;
  return (
    <RevealInTransition fallback={placeholder}>
      <MyBillsPage
        summary={{ data, error: loadError }}
        onRetry={() => void summary.mutate()}
        merchant={merchant.data?.Entity}
        subscriptionNumber={subscription.data?.Entity}
        accountManagers={managers.error ? null : managers.rows}
        paymentReturn={readPaymentReturn(params)}
        onDismissPaymentReturn={() => setParams(withoutPaymentReturn(params), { replace: true })}
        payState={pay.state}
        payError={pay.error ? failureText(pay.error, t('MyBills.PayFailed'), t('Http.Offline')) : null}
        onPay={() => void onPay()}
        onDismissPayError={() => pay.reset()}
        invoices={{
          list,
          paged: invoices,
          status,
          onStatusChange: (next: InvoiceStatusFilter) =>
            setParams(withStatusFilter(params, next), { replace: true }),
        }}
      />
    </RevealInTransition>
  );
}
