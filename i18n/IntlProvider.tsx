import type { IntlShape } from '@formatjs/intl';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  createBackroomIntl,
  formatDecimal,
  formatMoney,
  isMessageKey,
  type MessageKey,
  t,
  tData,
  type DataKey,
} from './intl';

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

/** Translation helpers for components: t(key, values), tData for a key from data, money, decimal (times a person reads go through the store's clock: useStoreClock). */
export function useT() {
  const intl = useIntl();
  return useMemo(
    () => ({
      t: (key: MessageKey, values?: Record<string, string | number | Date>) => t(intl, key, values),
      /** A key from data at run time (a form rule's message, a server's MessageKey): never a literal. */
      tData: <K extends string>(key: DataKey<K>, values?: Record<string, string | number | Date>) =>
        tData(intl, key, values),
      /**
       * A code from data by its name in the catalogue (`nameOf('PaymentType', 'CASH')`: "Cash", the key
       * PaymentType.CASH); the code itself when the catalogue has no name for it.
       */
      nameOf: (family: 'PaymentType', code: string) => {
        const key = `${family}.${code}`;
        return isMessageKey(intl, key) ? t(intl, key) : code;
      },
      money: (amount: number) => formatMoney(intl, amount),
      decimal: (value: number) => formatDecimal(intl, value),
      intl,
    }),
    [intl],
  );
}
