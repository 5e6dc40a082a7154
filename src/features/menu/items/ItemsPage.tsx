import type { ComponentProps } from 'react';
import { NativeSelect, Stack } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { ItemCategoryRow } from '../../../domain/menuItem';
import { ItemListPanel } from '../../../scaffold/menuItems/ItemListPanel';

export interface ItemsPageProps
  extends Omit<ComponentProps<typeof ItemListPanel>, 'label' | 'filters' | 'withCategory'> {
  categories: readonly ItemCategoryRow[];
  categoryId: number | null;
  onCategoryChange: (categoryId: number | null) => void;
}

/**
 * The items list (2-menu §2 "Items list"): every item of the merchant with its category; the
 * category and all/active/inactive filters, search, Add Item, download and import.
 */
export function ItemsPage({ categories, categoryId, onCategoryChange, ...panel }: ItemsPageProps) {
  const { t } = useT();
  return (
    <Stack space="medium">
      <ItemListPanel
        {...panel}
        label={t('Item.GridLabel')}
        withCategory
        filters={
          <NativeSelect
            label={t('Item.Category')}
            options={[
              { value: '', label: t('Item.AllCategories') },
              ...categories.map((c) => ({ value: String(c.ItemCategoryId), label: c.CategoryName })),
            ]}
            value={categoryId === null ? '' : String(categoryId)}
            onChange={(e) => onCategoryChange(e.target.value === '' ? null : Number(e.target.value))}
          />
        }
      />
    </Stack>
  );
}
