import { Badge } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { storeChips } from '../../domain/discount';
import * as styles from './stores.css';

export interface StoreOption {
  StoreId: number;
  StoreName: string;
}

export interface StoreChipsProps {
  /** The list's accessible name. */
  label: string;
  /** The assigned store ids; [0] = every store. */
  assigned: readonly number[];
  stores: readonly StoreOption[];
}

/**
 * The stores something is assigned to, as chips (2-menu-and-reports.md §2): the all-stores label,
 * up to 3 stores, otherwise the first 2 and "N others".
 */
export function StoreChips({ label, assigned, stores }: StoreChipsProps) {
  const { t } = useT();
  const nameOf = (id: number) => stores.find((s) => s.StoreId === id)?.StoreName ?? `#${id}`;
  const chips = storeChips(assigned, nameOf);
  const texts =
    chips.kind === 'all'
      ? [t('Stores.AllStores')]
      : [...chips.names, ...(chips.others > 0 ? [t('Stores.Others', { count: chips.others })] : [])];
  return (
    <ul className={styles.chips} aria-label={label}>
      {texts.length === 0 ? (
        <li>
          <Badge tone="caution">{t('Stores.None')}</Badge>
        </li>
      ) : (
        texts.map((text) => (
          <li key={text}>
            <Badge tone="neutral">{text}</Badge>
          </li>
        ))
      )}
    </ul>
  );
}
