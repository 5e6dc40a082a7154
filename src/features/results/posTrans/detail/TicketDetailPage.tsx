import type { ReactNode } from 'react';
import { Heading, IconButton, Stack, Tabs, Text } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import type { MessageKey } from '../../../../../i18n/intl';
import { hasReceipt, type TicketDetail, toUsDate } from '../../../../domain/posTransactions';
import * as styles from './TicketDetail.css';
import { transactionTypeName } from '../ticketText';

export const ticketTabs = ['details', 'lines', 'payments', 'taxes', 'notes', 'receipt'] as const;
export type TicketTab = (typeof ticketTabs)[number];

const tabLabelKeys: Record<TicketTab, MessageKey> = {
  details: 'TicketDetail.Tab.Details',
  lines: 'TicketDetail.Tab.Lines',
  payments: 'TicketDetail.Tab.Payments',
  taxes: 'TicketDetail.Tab.Taxes',
  notes: 'TicketDetail.Tab.Notes',
  receipt: 'TicketDetail.Tab.Receipt',
};

export interface TicketDetailPageProps {
  detail: TicketDetail;
  tab: TicketTab;
  onTabChange: (tab: TicketTab) => void;
  /** Shown as Close when given (the list closes the panel). */
  onClose?: () => void;
  /** Each tab's content; a tab's content mounts the first time the tab is shown. */
  panels: Record<TicketTab, ReactNode>;
}

/**
 * A ticket (2-menu §2, §4): its number, type, date and store, then the tabs — details, lines,
 * payments, taxes, notes and the receipt (disabled for pay-ins, pay-outs and deleted tickets).
 */
export function TicketDetailPage({ detail, tab, onTabChange, onClose, panels }: TicketDetailPageProps) {
  const f = useT();
  const { t } = f;
  const receipt = hasReceipt(detail.TransactionTypeCode);
  return (
    <Stack space="large">
      <div className={styles.head}>
        <Stack space="xsmall">
          <Heading level={2}>{t('TicketDetail.Title', { number: detail.TicketNumber })}</Heading>
          <Text tone="muted">
            {t('TicketDetail.Summary', {
              type: transactionTypeName(f.t, detail.TransactionTypeCode),
              date: toUsDate(detail.BusinessDate),
              store: detail.StoreName,
            })}
          </Text>
        </Stack>
        {onClose && <IconButton icon="close" label={t('TicketDetail.Close')} onClick={onClose} />}
      </div>
      {!receipt && <Text tone="muted">{t('ReceiptPreview.NoReceipt')}</Text>}
      <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v as TicketTab)}>
        <Tabs.List aria-label={t('TicketDetail.TabsLabel')}>
          {ticketTabs.map((id) => (
            <Tabs.Trigger key={id} value={id} disabled={id === 'receipt' && !receipt}>
              {t(tabLabelKeys[id])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ticketTabs.map((id) => (
          <Tabs.Content key={id} value={id}>
            {panels[id]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
