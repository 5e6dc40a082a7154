import type { ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Heading,
  Inline,
  Spinner,
  Stack,
  Switch,
  Text,
} from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { categoryColorNameKey, type ItemCategoryRow } from '../../../domain/menuItem';
import * as styles from './Categories.css';

export interface CategoriesPageProps {
  categories: readonly ItemCategoryRow[];
  /** The categories are loading (first time) or could not be loaded (the text). */
  loading: boolean;
  loadError: string | null;
  selected: ItemCategoryRow | null;
  onSelect: (category: ItemCategoryRow) => void;
  /** The colour-code toggle: each category shows its colour. */
  colorCode: boolean;
  onColorCodeChange: (on: boolean) => void;
  /** Add and edit categories (a user who may change the menu). */
  mayEdit: boolean;
  onAddCategory: () => void;
  onEditCategory: (category: ItemCategoryRow) => void;
  /** The selected category's items (ItemListPanel). */
  items: ReactNode;
}

/**
 * The categories screen (2-menu §2 "Categories"): on the left the categories with the colour-code
 * toggle and Add; on the right the selected category's items with Edit Category and the item list.
 */
export function CategoriesPage(props: CategoriesPageProps) {
  const { t } = useT();
  const { selected } = props;
  // one of the 12 by its name, another (a legacy menu's) as it is
  const colorName = (color: string | null) => {
    const key = categoryColorNameKey(color);
    return key ? t(key) : (color ?? '');
  };
  return (
    <Stack space="medium">
      {props.mayEdit ? null : <Alert tone="info">{t('Menu.ReadOnly')}</Alert>}
      <Box className={styles.panes}>
        <Card title={t('Category.ListLabel')}>
          <Stack space="small">
            <Inline space="small" align="space-between" alignY="center">
              <Switch
                label={t('Category.ColorCode')}
                checked={props.colorCode}
                onCheckedChange={props.onColorCodeChange}
              />
              {props.mayEdit ? (
                <Button variant="soft" icon="plus" onClick={props.onAddCategory}>
                  {t('Category.Add')}
                </Button>
              ) : null}
            </Inline>
            {props.loadError ? (
              <Alert tone="critical">{props.loadError}</Alert>
            ) : props.loading ? (
              <Spinner label={t('Category.ListLabel')} />
            ) : props.categories.length === 0 ? (
              <Text tone="muted">{t('Category.Empty')}</Text>
            ) : (
              <ul className={styles.categoryList} aria-label={t('Category.ListLabel')}>
                {props.categories.map((c) => (
                  <li key={c.ItemCategoryId}>
                    <button
                      type="button"
                      className={styles.categoryButton}
                      aria-current={c.ItemCategoryId === selected?.ItemCategoryId ? 'true' : undefined}
                      aria-label={
                        props.colorCode
                          ? t('Category.ButtonLabelWithColor', {
                              name: c.CategoryName,
                              color: colorName(c.DisplayColor),
                              count: c.ItemCount,
                            })
                          : t('Category.ButtonLabel', { name: c.CategoryName, count: c.ItemCount })
                      }
                      onClick={() => props.onSelect(c)}
                    >
                      {props.colorCode ? (
                        <span
                          aria-hidden="true"
                          title={colorName(c.DisplayColor)}
                          className={[styles.colorDot, c.DisplayColor ? undefined : styles.noColor]
                            .filter(Boolean)
                            .join(' ')}
                          style={c.DisplayColor ? { background: `#${c.DisplayColor}` } : undefined}
                        />
                      ) : null}
                      <span className={styles.categoryName}>{c.CategoryName}</span>
                      <Badge tone="neutral">{t('Category.ItemCount', { count: c.ItemCount })}</Badge>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        </Card>
        {selected ? (
          <Stack space="medium">
            <Inline space="small" align="space-between" alignY="center">
              <Heading level={2}>{selected.CategoryName}</Heading>
              {props.mayEdit ? (
                <Button variant="ghost" icon="edit" onClick={() => props.onEditCategory(selected)}>
                  {t('Category.Edit')}
                </Button>
              ) : null}
            </Inline>
            {props.items}
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}
