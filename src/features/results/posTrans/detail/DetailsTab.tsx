import { Card } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import { orderStatusName, type TicketDetail, toUsDate } from '../../../../domain/posTransactions';
import { type DetailGroup, shownGroups } from './detailFields';
import * as styles from './TicketDetail.css';
import { ticketDateTime, ticketTimeOfDay, transactionTypeName } from '../ticketText';

export interface DetailsTabProps {
  detail: TicketDetail;
  /** Company view: the customer's fields are not shown. */
  companyView: boolean;
  /** The stores in view keep different clocks: a time says its zone. */
  showZone?: boolean;
}

type Field = DetailGroup['fields'][number];

/**
 * The details tab (2-menu §3 "Ticket detail"): every field with a value, in groups (ticket, people,
 * order, contact, pay in and out, amounts in dollars); its times on its store's clock.
 */
export function DetailsTab({ detail, companyView, showZone = false }: DetailsTabProps) {
  const { t, money } = useT();
  const shownValue = (field: Field): string => {
    const value = detail[field.name];
    switch (field.kind) {
      case 'money':
        return money(value as number);
      case 'dateTime':
        // on the store's clock, as every time of the ticket
        return ticketDateTime(value as string, detail.TimeZone, showZone);
      case 'time':
        return ticketTimeOfDay(value as string, detail.TicketDate, detail.TimeZone, showZone);
      case 'date':
        return toUsDate(value as string);
      case 'orderStatus': {
        const status = orderStatusName(value as number);
        return status ? t(`TicketDetail.OrderStatus.${status}`) : '';
      }
      default:
        return field.name === 'TransactionType' ? transactionTypeName(t, String(value)) : String(value);
    }
  };
  return (
    <div className={styles.groups}>
      {shownGroups(detail, companyView).map((group) => (
        <Card key={group.id} title={t(`TicketDetail.Group.${group.id}`)}>
          <dl className={styles.fields}>
            {group.fields.map((field) => (
              <div key={field.name} className={styles.fieldPair}>
                <dt className={styles.fieldName}>{t(`TicketDetail.Field.${field.name}`)}</dt>
                <dd className={field.kind === 'money' ? styles.amount : styles.fieldValue}>
                  {shownValue(field)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </div>
  );
}
