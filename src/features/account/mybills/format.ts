import { useMemo } from 'react';
import { useT } from '../../../../i18n/IntlProvider';

/** My Bills' formats: money, lists of names, and calendar days (YYYY-MM-DD, the server's UTC days) as "Nov 15, 2026". */
export function useBillsFormat() {
  const { t, intl, money } = useT();
  return useMemo(() => {
    const medium: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
    return {
      t,
      money,
      day: (date: string) => intl.formatDate(new Date(`${date}T00:00:00Z`), { ...medium, timeZone: 'UTC' }),
      /** The calendar day of an instant (ISO), where the user is. */
      dayOf: (instant: string) => intl.formatDate(new Date(instant), medium),
      /** Names as one phrase: "Harbor Midtown and Harbor Pier". */
      list: (names: string[]) => intl.formatList(names, { type: 'conjunction' }),
      expiry: (month: number, year: number) =>
        `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`,
    };
  }, [t, intl, money]);
}

export type BillsFormat = ReturnType<typeof useBillsFormat>;
