import { Button, Disclosure, NativeCheckbox, Stack } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { StoreOption } from './StoreChips';
import * as styles from './stores.css';

export interface StorePickerProps {
  stores: readonly StoreOption[];
  /** The chosen store ids; null: every store. */
  chosen: readonly number[] | null;
  /** The new choice; null: every store again. */
  onChange: (chosen: number[] | null) => void;
}

/**
 * A company view's choice of stores to add up (a report's store picker): closed, it says which
 * ("All stores (6)", "2 of 6 stores"); open, a checkbox a store and All stores. At least one store
 * stays chosen (the last one's box cannot be cleared); choosing every store is All stores.
 */
export function StorePicker({ stores, chosen, onChange }: StorePickerProps) {
  const { t } = useT();
  const all = stores.map((s) => s.StoreId);
  const picked = new Set(chosen ?? all);
  const summary =
    chosen === null || picked.size === all.length
      ? t('Reports.Stores.All', { count: all.length })
      : t('Reports.Stores.Some', { count: picked.size, total: all.length });
  const toggle = (id: number, on: boolean) => {
    // in id order: one choice, one address
    const next = all.filter((s) => (s === id ? on : picked.has(s))).sort((a, b) => a - b);
    onChange(next.length === all.length ? null : next);
  };
  return (
    <div className={styles.picker}>
      <Disclosure summary={t('Reports.Stores.Summary', { stores: summary })}>
        <Stack space="small">
          <ul className={styles.storeList} aria-label={t('Reports.Stores')}>
            {stores.map((s) => (
              <li key={s.StoreId}>
                <NativeCheckbox
                  label={s.StoreName}
                  checked={picked.has(s.StoreId)}
                  disabled={picked.size === 1 && picked.has(s.StoreId)}
                  onCheckedChange={(on) => toggle(s.StoreId, on)}
                />
              </li>
            ))}
          </ul>
          <div>
            <Button variant="soft" disabled={chosen === null} onClick={() => onChange(null)}>
              {t('Reports.Stores.ChooseAll')}
            </Button>
          </div>
        </Stack>
      </Disclosure>
    </div>
  );
}
