import type { IntlShape } from '@formatjs/intl';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createBackroomIntl, formatDate, formatDateTime, formatDecimal, formatMoney, t } from './intl';

const IntlContext = createContext<IntlShape<string> | null>(null);

export function IntlProvider({ children, intl }: { children: ReactNode; intl?: IntlShape<string> }) {
  const value = useMemo(() => intl ?? createBackroomIntl(), [intl]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape<string> {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('IntlProvider is missing');
  return intl;
}

/** Translation helpers for components: t(key, values), money, decimal, date. */
export function useT() {
  const intl = useIntl();
  return useMemo(
    () => ({
      t: (key: string, values?: Record<string, string | number | Date>) => t(intl, key, values),
      money: (amount: number) => formatMoney(intl, amount),
      decimal: (value: number) => formatDecimal(intl, value),
      date: (value: Date | string | number) => formatDate(intl, value),
      dateTime: (value: Date | string | number) => formatDateTime(intl, value),
      intl,
    }),
    [intl],
  );
}
