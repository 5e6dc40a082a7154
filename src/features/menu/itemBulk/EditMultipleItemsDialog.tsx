import { Alert, Modal, NativeSelect, Spinner, Stack, Text, TextField } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { ITEM_BULK_READS, itemBulkApi, itemBulkPaths, useItemsForBulkEdit } from '../../../api/itemBulk';
import { useApiMutation } from '../../../api/mutation';
import {
  itemBulkEditBodyOf,
  type ItemBulkEditData,
  type ItemBulkEditForm,
  itemBulkEditFormSchema,
  type ItemBulkEditRow,
  POS_ACTIVE_CHOICES,
} from '../../../domain/itemBulk';
import { FormDialog } from '../../../scaffold/form/FormDialog';

export interface EditMultipleItemsDialogProps {
  open: boolean;
  /** The selected items (ItemMasterId); at most 1,000. */
  itemIds: readonly number[];
  onClose: () => void;
  /** After the save: the items as they are now. */
  onSaved?: (items: ItemBulkEditRow[]) => void;
}

/** How many of the selected items the dialog names (the others are counted). */
const NAMED = 5;

/**
 * "Edit multiple items" (issue 7 §3): a new price, another category and/or POS active for every
 * selected item, in one save. The items are read when the dialog opens, with the checksums the save
 * carries: if someone changed one of them meanwhile the save is refused whole (409), the form stays
 * as it is and offers to read the items again (the form's stale notice), so a retry carries their
 * new checksums.
 */
export function EditMultipleItemsDialog({ open, ...props }: EditMultipleItemsDialogProps) {
  if (!open) return null;
  return <EditMultipleItems {...props} />;
}

/** The POS active choices' words (keep each item's, yes, no). */
const POS_ACTIVE_LABELS = {
  keep: 'ItemBulk.KeepPosActive',
  yes: 'ItemBulk.PosActiveYes',
  no: 'ItemBulk.PosActiveNo',
} as const satisfies Record<(typeof POS_ACTIVE_CHOICES)[number], string>;

function EditMultipleItems({ itemIds, onClose, onSaved }: Omit<EditMultipleItemsDialogProps, 'open'>) {
  const { t } = useT();
  const read = useItemsForBulkEdit(itemIds);
  const save = useApiMutation(itemBulkPaths.update, itemBulkApi.update, {
    revalidate: ITEM_BULK_READS,
    silent: true,
  });
  const { mutate } = read;

  const data = read.data?.Entity;
  if (!data || (read.isValidating && save.state === 'default')) {
    const failed = !!read.error && !read.isValidating;
    return (
      <Modal
        open
        role="dialog"
        title={t('ItemBulk.EditTitle', { count: itemIds.length })}
        onDismiss={onClose}
        actions={
          failed
            ? [
                { label: t('ItemBulk.Cancel'), onClick: onClose, variant: 'ghost' },
                { label: t('ItemBulk.Retry'), onClick: () => void mutate() },
              ]
            : [{ label: t('ItemBulk.Cancel'), onClick: onClose, variant: 'ghost' }]
        }
      >
        {failed ? (
          <Alert tone="critical">{t('ItemBulk.LoadFailed')}</Alert>
        ) : (
          <Spinner label={t('ItemBulk.Loading')} />
        )}
      </Modal>
    );
  }
  if (data.Items.length === 0)
    return (
      <Modal
        open
        title={t('ItemBulk.EditTitle', { count: itemIds.length })}
        onDismiss={onClose}
        actions={[{ label: t('ItemBulk.Close'), onClick: onClose }]}
      >
        <Alert tone="caution">{t('ItemBulk.NoneFound')}</Alert>
      </Modal>
    );

  const submit = async (form: ItemBulkEditForm) => {
    const outcome = await save.trigger(itemBulkEditBodyOf(form, data.Items));
    if (outcome.ok) onSaved?.(outcome.data.Entity?.Items ?? []);
    // refused because items went: read them again, so a retry leaves them out (a 409 is the form's:
    // its stale notice reads them again when asked)
    else if (outcome.error.status === 404) void mutate();
  };

  return (
    <FormDialog<ItemBulkEditForm>
      title={t('ItemBulk.EditTitle', { count: data.Items.length })}
      intro={t('ItemBulk.EditIntro')}
      schema={itemBulkEditFormSchema}
      defaultValues={{ Price: '', ItemCategoryId: '', PosActive: 'keep' }}
      mutation={save}
      onSubmit={(form) => void submit(form)}
      submitLabel={t('ItemBulk.Save')}
      cancelLabel={t('ItemBulk.Cancel')}
      onCancel={onClose}
      reload={() => mutate()}
      failureFallback={t('ItemBulk.SaveFailed')}
      serverFields={{ RetailPrice: 'Price', ItemCategoryId: 'ItemCategoryId', IsPosActive: 'PosActive' }}
      done={{
        title: t('ItemBulk.SavedTitle'),
        message: t('ItemBulk.Saved', { count: data.Items.length }),
        actionLabel: t('ItemBulk.Done'),
        onContinue: onClose,
      }}
    >
      {(field) => (
        <>
          <SelectedItems data={data} />
          <TextField
            label={t('ItemBulk.Price')}
            helperText={t('ItemBulk.PriceHelp')}
            inputMode="decimal"
            autoComplete="off"
            {...field('Price')}
          />
          <NativeSelect
            label={t('ItemBulk.Category')}
            options={[
              { value: '', label: t('ItemBulk.KeepCategory') },
              ...data.Categories.map((c) => ({ value: String(c.ItemCategoryId), label: c.CategoryName })),
            ]}
            {...field('ItemCategoryId')}
          />
          <NativeSelect
            label={t('ItemBulk.PosActive')}
            options={POS_ACTIVE_CHOICES.map((value) => ({ value, label: t(POS_ACTIVE_LABELS[value]) }))}
            {...field('PosActive')}
          />
        </>
      )}
    </FormDialog>
  );
}

/** The selected items by name with their price and category (the first few; the others counted). */
function SelectedItems({ data }: { data: ItemBulkEditData }) {
  const { t, money } = useT();
  const named = data.Items.slice(0, NAMED);
  const more = data.Items.length - named.length;
  return (
    <Stack space="xsmall">
      <Text as="p" weight="medium">
        {t('ItemBulk.SelectedItems')}
      </Text>
      <ul aria-label={t('ItemBulk.SelectedItems')}>
        {named.map((i) => (
          <li key={i.ItemMasterId}>
            <Text>
              {t('ItemBulk.ItemLine', {
                name: i.ItemName,
                price: money(i.RetailPrice),
                category: i.CategoryName || t('ItemBulk.NoCategory'),
              })}
            </Text>
          </li>
        ))}
        {more > 0 ? (
          <li>
            <Text tone="muted">{t('ItemBulk.AndMore', { count: more })}</Text>
          </li>
        ) : null}
      </ul>
    </Stack>
  );
}
