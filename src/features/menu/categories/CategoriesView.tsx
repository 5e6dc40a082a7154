import { Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { Alert, lazyPreloadable, Modal, Spinner, useWhenIdle } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import {
  MENU_ITEM_READS,
  menuItemApi,
  menuItemPaths,
  useCategoryTags,
  useDepartments,
  useItemCategories,
} from '../../../api/menuItems';
import { changeHistoryPrefix } from '../../../api/changeHistory';
import { useApiMutation } from '../../../api/mutation';
import {
  type CategoryForm,
  categoryWriteOf,
  type ItemCategoryRow,
  type ItemFilter,
  type ItemListRow,
  newCategoryForm,
} from '../../../domain/menuItem';
import { failureText } from '../../../scaffold/form/serverErrors';
import { useUrlListState } from '../../../scaffold/list/useListState';
import { usePagedList } from '../../../scaffold/list/usePagedList';
import { ItemListPanel } from '../../../scaffold/menuItems/ItemListPanel';
import {
  categoryOf,
  filterOf,
  itemListDefaults,
  withItemQuery,
} from '../../../scaffold/menuItems/itemListQuery';
import { useChangeHistory } from '../../../scaffold/history/useChangeHistory';
import { type ItemBulkActions, NoItemBulkActions } from '../../../scaffold/menuItems/itemBulkSlot';
import type { ScreenProps } from '../../../scaffold/screen';
import { CategoriesPage } from './CategoriesPage';
import { itemFromCategoryPath } from './urls';

export interface CategoriesViewProps extends ScreenProps {
  /**
   * The more menu's actions (edit multiple items, import items, download list): the itemBulk
   * feature's slot, given where the screen is registered (src/app/routes/screens.ts). Without it the
   * entries are shown disabled.
   */
  bulkActions?: ItemBulkActions;
}

type Editing = { category: ItemCategoryRow | null } | null;

/**
 * The category modal (a form: react-hook-form, the schema, the history panel) loads apart from the
 * screen, once the screen has settled or when first opened: the screen paints without it.
 */
const CategoryDialog = lazyPreloadable(() => import('./CategoryDialog').then((m) => m.CategoryDialog));
const PRELOAD_DIALOG = [CategoryDialog.preload];

/** What an edit of a category changes: the lists, and the category's change history. */
const CATEGORY_EDIT_READS = [...MENU_ITEM_READS, changeHistoryPrefix('category')];

/**
 * The categories screen's view (2-menu §2, §7): the categories, the one on screen (`?category=`,
 * the first by default) with its items server-paged (filter, sort, search and page in the URL), the
 * row selection, the category modal (add and edit, with departments and tags) and the bulk slot.
 */
export function CategoriesView({ bulkActions: BulkActions = NoItemBulkActions }: CategoriesViewProps) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const categoriesRead = useItemCategories();
  const answer = categoriesRead.data;
  const categories = answer?.Categories ?? [];
  const mayEdit = answer?.MayEdit ?? false;
  const wanted = categoryOf(params);
  const selected = categories.find((c) => c.ItemCategoryId === wanted) ?? categories[0] ?? null;
  const filter = filterOf(params);
  const list = useUrlListState(itemListDefaults);
  const paged = usePagedList<ItemListRow>(selected ? menuItemPaths.items : null, list.params, {
    NumericKeySearchArg: selected?.ItemCategoryId ?? null,
    SearchArg2: filter,
  });
  const [colorCode, setColorCode] = useState(true);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const selectedId = selected?.ItemCategoryId ?? null;

  /** Another category (a new selection, the search cleared) or filter: back to the first page. */
  const setQuery = (next: { category?: number; filter?: ItemFilter }) => {
    if (next.category !== undefined && next.category !== selectedId) setSelectedIds([]);
    setParams(withItemQuery(params, { ...next, clearSearch: true }), { replace: true });
  };

  const [editing, setEditing] = useState<Editing>(null);
  const add = useApiMutation(menuItemPaths.addCategory, menuItemApi.addCategory, {
    revalidate: MENU_ITEM_READS,
    silent: true,
  });
  const edit = useApiMutation(menuItemPaths.editCategory, menuItemApi.editCategory, {
    revalidate: CATEGORY_EDIT_READS,
    silent: true,
  });
  const editedId = editing ? (editing.category?.ItemCategoryId ?? 0) : null;
  const history = useChangeHistory('category', editedId ? editedId : null);
  useWhenIdle(PRELOAD_DIALOG);
  const tags = useCategoryTags(editedId);
  const departments = useDepartments(editing !== null);
  const dialogReadError = departments.error ?? tags.error;
  const save = editing?.category ? edit : add;

  const openDialog = (category: ItemCategoryRow | null) => {
    add.reset();
    edit.reset();
    setEditing({ category });
  };
  const onSave = async (form: CategoryForm) => {
    const outcome = await save.trigger(categoryWriteOf(form));
    if (!outcome.ok) return;
    setEditing(null);
    const saved = outcome.data.Entity;
    if (saved && !editing?.category) setQuery({ category: saved.ItemCategoryId });
  };

  const dialogValues = (category: ItemCategoryRow | null): CategoryForm =>
    category
      ? {
          ItemCategoryId: category.ItemCategoryId,
          CategoryName: category.CategoryName,
          DisplayColor: category.DisplayColor as CategoryForm['DisplayColor'],
          DepartmentId: category.DepartmentId,
          SortOrder: category.SortOrder,
          ConcurrencyChecksum: category.ConcurrencyChecksum,
          TagIds: (tags.data?.ResultSet ?? []).filter((tag) => tag.IsAssigned).map((tag) => tag.TagId),
        }
      : newCategoryForm();

  const context = {
    categoryId: selectedId,
    categoryName: selected?.CategoryName ?? null,
    selectedItemIds: selectedIds.map(Number),
    filter,
    search: list.params.search,
    clearSelection: () => setSelectedIds([]),
  };

  return (
    <>
      <BulkActions context={context}>
        {(handlers) => (
          <CategoriesPage
            categories={categories}
            loading={!answer}
            loadError={
              (categoriesRead.error ?? dialogReadError)
                ? failureText(
                    categoriesRead.error ?? dialogReadError,
                    t('Category.LoadError'),
                    t('Http.Offline'),
                  )
                : null
            }
            selected={selected}
            onSelect={(c) => setQuery({ category: c.ItemCategoryId })}
            colorCode={colorCode}
            onColorCodeChange={setColorCode}
            mayEdit={mayEdit}
            onAddCategory={() => openDialog(null)}
            onEditCategory={(c) => openDialog(c)}
            items={
              selected ? (
                <ItemListPanel
                  label={t('Item.GridLabelOf', { category: selected.CategoryName })}
                  list={list}
                  paged={paged}
                  filter={filter}
                  onFilterChange={(f) => setQuery({ filter: f })}
                  selection={{ selectedRowIds: selectedIds, onSelectionChange: setSelectedIds }}
                  onAdd={
                    mayEdit ? () => navigate(itemFromCategoryPath(0, selected.ItemCategoryId)) : undefined
                  }
                  onOpen={(row) => navigate(itemFromCategoryPath(row.ItemMasterId, selected.ItemCategoryId))}
                  bulk={{ as: 'menu', handlers, mayEdit }}
                />
              ) : null
            }
          />
        )}
      </BulkActions>
      {editing && departments.data && tags.data ? (
        <Suspense fallback={null}>
          <CategoryDialog
            key={editedId ?? 0}
            values={dialogValues(
              // the category as the list has it now (read again after a stale save)
              editing.category
                ? (categories.find((c) => c.ItemCategoryId === editing.category?.ItemCategoryId) ??
                    editing.category)
                : null,
            )}
            isNew={!editing.category}
            history={editing.category ? history : undefined}
            departments={departments.data.ResultSet}
            tags={tags.data.ResultSet}
            saveState={save.state}
            saveError={save.error}
            onSubmit={(v) => void onSave(v)}
            onCancel={() => setEditing(null)}
            reload={
              editing.category ? () => Promise.all([categoriesRead.mutate(), tags.mutate()]) : undefined
            }
          />
        </Suspense>
      ) : editing ? (
        // the modal's departments and tags on their way, or why they could not be read
        <Modal
          open
          role="dialog"
          title={t(editing.category ? 'Category.EditTitle' : 'Category.AddTitle')}
          onDismiss={() => setEditing(null)}
          actions={[{ label: t('Category.Cancel'), onClick: () => setEditing(null), variant: 'ghost' }]}
        >
          {dialogReadError ? (
            <Alert tone="critical">
              {failureText(dialogReadError, t('Category.FormLoadError'), t('Http.Offline'))}
            </Alert>
          ) : (
            <Spinner label={t('Category.FormLoading')} />
          )}
        </Modal>
      ) : null}
    </>
  );
}
