import { clockTime } from '../../../../i18n/enUsFormat';
import { toUsDate } from '../../../domain/posTransactions';

/**
 * A last clock-in as the list shows it: the store's wall clock the server gives
 * (yyyy-MM-ddTHH:mm:ss, in the time zone of the store it was punched at) as MM/dd/yyyy h:mm AM/PM,
 * written without Intl and without the browser's time zone; null (never) → ''.
 */
export function clockInText(local: string | null): string {
  const m = local ? /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(local) : null;
  if (!m) return local ?? '';
  return `${toUsDate(m[1])} ${clockTime(Number(m[2]), Number(m[3]))}`;
}
