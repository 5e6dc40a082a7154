import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { Alert, Spinner } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import {
  MENU_ITEM_READS,
  menuItemApi,
  menuItemPaths,
  useItem,
  useItemCategories,
  useRoutingGroups,
  useTaxCategories,
} from '../../../../api/menuItems';
import { changeHistoryPrefix } from '../../../../api/changeHistory';
import { useApiMutation } from '../../../../api/mutation';
import { type ItemWrite, itemFormOf, itemWriteOf, newItemForm } from '../../../../domain/menuItem';
import { failureText } from '../../../../scaffold/form/serverErrors';
import { RevealInTransition } from '../../../../scaffold/read/RevealInTransition';
import { usePendingChangesContext } from '../../../../scaffold/pendingChanges/PendingChanges';
import { useChangeHistory } from '../../../../scaffold/history/useChangeHistory';
import type { ScreenProps } from '../../../../scaffold/screen';
import { categoryOf, categoryScreenPath } from '../../../../scaffold/menuItems/itemListQuery';
import { pathIdOf } from '../../../../domain/routes';
import { itemsPath } from '../urls';
import { ItemPage } from './ItemPage';

/**
 * The item detail's view (2-menu §2, §4, §5, §7): the item (or a new one, in the category it was
 * opened from), the categories, tax categories and routing groups; Save (AddItem with the §3 submit
 * fields, then back), Delete (confirmed, then back), Cancel. Back leads to where the detail was
 * opened from: the categories screen on its category, or the items list.
 */
export function ItemView({ path }: ScreenProps) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const { proceed } = usePendingChangesContext();
  const id = pathIdOf(path) ?? 0;
  const isNew = id === 0;
  const fromCategory = categoryOf(params);
  const record = useItem(isNew ? null : id);
  const categories = useItemCategories();
  const taxes = useTaxCategories();
  const groups = useRoutingGroups();
  const history = useChangeHistory('item', isNew ? null : id);
  const updateReads = useMemo(() => [...MENU_ITEM_READS, changeHistoryPrefix('item', id)], [id]);
  const save = useApiMutation(menuItemPaths.addItem, menuItemApi.saveItem, {
    revalidate: updateReads,
    silent: true,
  });
  const remove = useApiMutation(menuItemPaths.deleteItem, menuItemApi.deleteItem, {
    revalidate: MENU_ITEM_READS,
  });

  const failed = record.error ?? categories.error ?? taxes.error ?? groups.error;
  if (failed)
    return <Alert tone="critical">{failureText(failed, t('Item.ReadFailed'), t('Http.Offline'))}</Alert>;
  const loaded = record.data?.Entity;
  const placeholder = <Spinner label={t('Item.FormLabel')} />;
  if (!categories.data || !taxes.data || !groups.data || (!isNew && !loaded)) return placeholder;

  const taxList = taxes.data.ResultSet;
  const values: ItemWrite = loaded
    ? itemFormOf(loaded)
    : newItemForm({
        ItemCategoryId: fromCategory ?? undefined,
        TaxCategoryId: (taxList.find((x) => x.IsDefault) ?? taxList[0])?.TaxCategoryId,
      });
  const backPath = fromCategory !== null ? categoryScreenPath(fromCategory) : itemsPath;
  const back = () => proceed(() => navigate(backPath));

  return (
    <RevealInTransition fallback={placeholder}>
      <ItemPage
        key={id}
        values={values}
        isNew={isNew}
        title={loaded?.ItemName ?? ''}
        history={isNew ? undefined : history}
        asOf={isNew ? categories.fetchedAt : record.fetchedAt}
        categories={categories.data.Categories}
        taxCategories={taxList}
        routingGroups={groups.data.ResultSet}
        readOnly={!categories.data.MayEdit}
        saveState={save.state}
        saveError={save.error}
        onSubmit={(v) =>
          void save.trigger(itemWriteOf(v)).then((outcome) => {
            if (outcome.ok) back();
          })
        }
        reload={isNew ? undefined : () => record.mutate()}
        onBack={() => navigate(backPath)}
        deleteState={remove.state}
        onDelete={() => {
          if (!loaded) return;
          void remove
            .trigger({ ItemMasterId: loaded.ItemMasterId, ConcurrencyChecksum: loaded.ConcurrencyChecksum })
            .then((outcome) => {
              if (outcome.ok) back();
            });
        }}
      />
    </RevealInTransition>
  );
}
