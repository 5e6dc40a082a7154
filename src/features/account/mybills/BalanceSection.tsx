import {
  Badge,
  type BadgeTone,
  Box,
  Card,
  ConfirmButton,
  type ConfirmButtonState,
  KpiTile,
  Stack,
  Text,
} from '../../../../design-system';
import type { MerchantDetails } from '../../../domain/accountContract';
import type { BillingStoreLine, BillingSummary, StoreBillState } from '../../../domain/billing';
import type { BillsFormat } from './format';
import * as styles from './MyBills.css';

export interface BalanceSectionProps {
  f: BillsFormat;
  summary?: BillingSummary;
  merchant?: MerchantDetails;
  subscriptionNumber?: string | null;
  /** The pay button: shown to a user who may pay (summary.CanPay). */
  payState: ConfirmButtonState;
  onPay: () => void;
}

/**
 * The balance: balance due, past due and the next due date; the merchant and its subscription; the
 * card on file and the last payment (a bill of the user's assigned stores alone says so instead);
 * and, for a user who may pay, Pay (or Update card when nothing is due), which opens the hosted
 * payment page.
 */
export function BalanceSection({
  f,
  summary,
  merchant,
  subscriptionNumber,
  payState,
  onPay,
}: BalanceSectionProps) {
  const card = summary?.PaymentMethod;
  const last = summary?.LastPayment;
  const balance = summary?.BalanceDue ?? 0;
  return (
    <Card title={f.t('MyBills.Balance')}>
      {merchant ? (
        <Text as="p" tone="muted">
          {subscriptionNumber
            ? f.t('MyBills.MerchantAndSubscription', {
                merchant: merchant.MerchantName,
                id: merchant.MerchantId,
                number: subscriptionNumber,
              })
            : f.t('MyBills.Merchant', { merchant: merchant.MerchantName, id: merchant.MerchantId })}
        </Text>
      ) : null}
      <div className={styles.figures}>
        <KpiTile label={f.t('MyBills.BalanceDue')} value={f.money(balance)} />
        <KpiTile label={f.t('MyBills.PastDueAmount')} value={f.money(summary?.PastDueAmount ?? 0)} />
        <KpiTile
          label={f.t('MyBills.NextDueDate')}
          value={summary?.NextDueDate ? f.day(summary.NextDueDate) : f.t('MyBills.NothingDue')}
        />
      </div>
      {summary?.StoresShown === 'assigned' ? (
        <Text as="p" tone="muted">
          {f.t('MyBills.AssignedStoresOnly')}
        </Text>
      ) : null}
      {summary?.StoresShown === 'merchant' ? (
        <Stack space="small">
          <Text as="p">
            {card
              ? f.t('MyBills.CardOnFile', {
                  brand: card.Brand,
                  last4: card.Last4,
                  expiry: f.expiry(card.ExpMonth, card.ExpYear),
                })
              : f.t('MyBills.NoCardOnFile')}
          </Text>
          {last ? (
            <Text as="p" tone="muted">
              {f.t('MyBills.LastPayment', {
                amount: f.money(last.Amount),
                date: f.dayOf(last.PaidAt),
                reference: last.Reference,
              })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {summary?.CanPay ? (
        <Stack space="small">
          <Box display="flex" flexWrap="wrap" gap="small">
            <ConfirmButton state={payState} onClick={onPay}>
              {balance > 0 ? f.t('MyBills.Pay', { amount: f.money(balance) }) : f.t('MyBills.UpdateCard')}
            </ConfirmButton>
          </Box>
          <Text as="p" size="small" tone="muted">
            {f.t('MyBills.PayHint')}
          </Text>
        </Stack>
      ) : null}
    </Card>
  );
}

const stateTone: Record<StoreBillState, BadgeTone> = {
  paid: 'positive',
  due: 'caution',
  overdue: 'critical',
};

/** A store's state on the bill, in words: paid up, due in N days, overdue. */
export function storeStateText(f: BillsFormat, line: BillingStoreLine): string {
  return line.State === 'due'
    ? f.t('MyBills.State.due', { days: line.PastDueRemainingDays ?? 0 })
    : f.t(`MyBills.State.${line.State}`);
}

/** Each store of the merchant: its balance, its due date and its state. */
export function StoresSection({ f, stores }: { f: BillsFormat; stores: BillingStoreLine[] }) {
  return (
    <Card title={f.t('MyBills.Stores')}>
      <ul className={styles.plainList}>
        {stores.map((s) => (
          <Box
            as="li"
            key={s.StoreId}
            borderStyle="solid"
            borderWidth="standard"
            borderColor="standard"
            borderRadius="medium"
            padding="medium"
          >
            <div className={styles.storeLine}>
              <Stack space="xsmall">
                <Text weight="strong">{s.StoreName}</Text>
                <Text size="small" tone="muted">
                  {s.DueDate
                    ? f.t('MyBills.StoreDue', { amount: f.money(s.BalanceDue), date: f.day(s.DueDate) })
                    : f.money(s.BalanceDue)}
                </Text>
              </Stack>
              <Badge tone={stateTone[s.State]}>{storeStateText(f, s)}</Badge>
            </div>
          </Box>
        ))}
      </ul>
    </Card>
  );
}
