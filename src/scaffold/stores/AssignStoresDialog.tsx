import { useEffect, useState } from 'react';
import { Alert, Checkbox, Modal, SearchField, Stack, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { ALL_STORES } from '../../domain/discount';
import type { StoreOption } from './StoreChips';
import * as styles from './stores.css';

/** The assign-stores modal's width (2-menu-and-reports.md §9). */
export const ASSIGN_STORES_WIDTH = '764px';

export interface AssignStoresDialogProps {
  open: boolean;
  title: string;
  /** The warning the modal shows (what assigning changes). */
  warning: string;
  stores: readonly StoreOption[];
  /** The assigned store ids; [0] = every store. */
  assigned: readonly number[];
  onApply: (assigned: number[]) => void;
  onCancel: () => void;
}

/**
 * The assign-stores modal (2-menu-and-reports.md §2): 764 wide, a warning alert, "All stores", and
 * the stores (searched by name) to tick. Apply answers the choice ([0] for every store); nothing is
 * applied until then, and at least one store must be chosen.
 */
export function AssignStoresDialog({
  open,
  title,
  warning,
  stores,
  assigned,
  onApply,
  onCancel,
}: AssignStoresDialogProps) {
  const { t } = useT();
  const [chosen, setChosen] = useState<number[]>([...assigned]);
  const [search, setSearch] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening starts from the assignment
  useEffect(() => {
    if (open) {
      setChosen([...assigned]);
      setSearch('');
    }
  }, [open]);
  const all = chosen.includes(ALL_STORES);
  const visible = stores.filter((s) => s.StoreName.toLowerCase().includes(search.trim().toLowerCase()));
  const toggle = (storeId: number, on: boolean) => {
    const current = all ? stores.map((s) => s.StoreId) : chosen;
    const next = on ? [...new Set([...current, storeId])] : current.filter((id) => id !== storeId);
    setChosen(next.length === stores.length && stores.length > 0 ? [ALL_STORES] : next);
  };
  return (
    <Modal
      open={open}
      role="dialog"
      title={title}
      width={ASSIGN_STORES_WIDTH}
      onDismiss={onCancel}
      dismissOnEscape={search === ''}
      actions={[
        { label: t('Stores.Cancel'), onClick: onCancel },
        { label: t('Stores.Apply'), onClick: () => onApply(chosen), disabled: chosen.length === 0 },
      ]}
    >
      <Stack space="medium">
        <Alert tone="caution">{warning}</Alert>
        <SearchField label={t('Stores.Search')} value={search} onValueChange={setSearch} autoComplete="off" />
        <Checkbox
          label={t('Stores.AllStores')}
          checked={all}
          onCheckedChange={(on) => setChosen(on ? [ALL_STORES] : [])}
        />
        <ul className={styles.storeList} aria-label={t('Stores.List')}>
          {visible.map((s) => (
            <li key={s.StoreId}>
              <Checkbox
                label={s.StoreName}
                checked={all || chosen.includes(s.StoreId)}
                onCheckedChange={(on) => toggle(s.StoreId, on)}
              />
            </li>
          ))}
        </ul>
        {chosen.length === 0 ? (
          <Text tone="critical" size="small">
            {t('Stores.ChooseOne')}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
