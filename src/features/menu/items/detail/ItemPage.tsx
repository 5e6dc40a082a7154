import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  Button,
  Card,
  Checkbox,
  IconButton,
  Inline,
  NativeSelect,
  Stack,
  Switch,
  Text,
  TextField,
} from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../../../api/http';
import type { MutationState } from '../../../../api/mutation';
import {
  ITEM_DESCRIPTION_MAX,
  ITEM_NAME_MAX,
  ITEM_VARIATIONS_MAX,
  type ItemCategoryRow,
  itemTypeCodes,
  type ItemWrite,
  itemWriteSchema,
  type RoutingGroup,
  soldByCodes,
  type TaxCategory,
  VARIATION_NAME_MAX,
} from '../../../../domain/menuItem';
import { FormScreenLayout } from '../../../../scaffold/form/FormScreenLayout';
import { RecordHeader } from '../../../../scaffold/form/RecordHeader';
import { ChangeHistoryPanel } from '../../../../scaffold/history/ChangeHistoryPanel';
import type { ChangeHistoryState } from '../../../../scaffold/history/useChangeHistory';
import { useFormScreen } from '../../../../scaffold/form/useFormScreen';

export interface ItemPageProps {
  values: ItemWrite;
  isNew: boolean;
  /** The item's name as loaded (the heading), empty for a new one. */
  title: string;
  /** Who changed the item and how (issue 7 §5); none for a new item. */
  history?: ChangeHistoryState;
  asOf: number | null;
  categories: readonly ItemCategoryRow[];
  taxCategories: readonly TaxCategory[];
  routingGroups: readonly RoutingGroup[];
  /** A user who may not change the menu sees the item read-only. */
  readOnly: boolean;
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: ItemWrite) => void;
  /** Reads the record again: after a stale save the form offers the latest version. */
  reload?: () => Promise<unknown>;
  onBack: () => void;
  onDelete: () => void;
  deleteState: MutationState;
}

/** A number field's value: empty is undefined (the rule's "required"), anything else a number. */
const asNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
/** An id chosen in a select: '' or 0 is none. */
const asId = (v: unknown) => (v === '' || v === null || v === undefined ? 0 : Number(v));

/** The fields of the extended setup: an error there opens it. */
const EXTENDED_FIELDS = [
  'Description',
  'ItemType',
  'PrinterGroupId',
  'PrintPriority',
  'PriceVariations',
] as const;

type Flag = 'IsFavorite' | 'IsSellable' | 'PromptForPrice';

/**
 * The item detail (2-menu §2 "Item detail", §3, §5): header with back arrow, title and Delete; the
 * basic setup (name, category, price, sold by, tax category) and the extended-setup toggle with the
 * general information (description, item type, routing group, print priority, favourite, sellable,
 * prompt for price) and the price variations; Cancel and Save.
 */
export function ItemPage(props: ItemPageProps) {
  const { t, tData } = useT();
  const { values, readOnly } = props;
  const screen = useFormScreen({
    schema: itemWriteSchema,
    values,
    readOnly,
    saveState: props.saveState,
    saveError: props.saveError,
    onSubmit: props.onSubmit,
    reload: props.reload,
  });
  const { form, field } = screen;
  const variations = useFieldArray({ control: form.control, name: 'PriceVariations', keyName: 'key' });
  const [extended, setExtended] = useState(values.PriceVariations.length > 0);
  const { errors } = form.formState;
  // an error in the extended setup keeps it open
  const showExtended = extended || EXTENDED_FIELDS.some((name) => errors[name]);

  const change = { shouldDirty: true, shouldValidate: true } as const;
  const flag = (name: Flag) => ({
    checked: form.watch(name) === true,
    onCheckedChange: (on: boolean) => form.setValue(name, on, change),
    disabled: readOnly,
  });
  const choose = { value: '0', label: t('Item.Choose'), disabled: true };
  const variationsError = errors.PriceVariations?.message ?? errors.PriceVariations?.root?.message;

  return (
    <Stack space="large">
      <RecordHeader
        title={props.isNew ? t('Item.NewTitle') : props.title}
        backLabel={t('Item.Back')}
        onBack={props.onBack}
        history={props.history}
      />
      <FormScreenLayout
        deletion={
          props.isNew || readOnly
            ? undefined
            : {
                label: t('Item.Delete'),
                title: t('Item.DeleteTitle'),
                message: t('Item.DeleteMessage', { name: props.title }),
                confirmLabel: t('Item.DeleteConfirm'),
                cancelLabel: t('Item.Keep'),
                state: props.deleteState,
                onDelete: props.onDelete,
              }
        }
        screen={screen}
        label={t('Item.FormLabel')}
        failureFallback={t('Item.SaveFailed')}
        readOnlyNotice={t('Menu.ReadOnly')}
        asOf={props.asOf}
        onCancel={props.onBack}
        aside={props.history ? <ChangeHistoryPanel history={props.history} /> : undefined}
      >
        <Card title={t('Item.BasicSetup')} span="row">
          <Stack space="medium">
            <TextField
              label={t('Item.Name')}
              required
              maxLength={ITEM_NAME_MAX}
              autoComplete="off"
              {...field('ItemName')}
            />
            <NativeSelect
              label={t('Item.Category')}
              required
              options={[
                choose,
                ...props.categories.map((c) => ({ value: String(c.ItemCategoryId), label: c.CategoryName })),
              ]}
              {...field('ItemCategoryId', { setValueAs: asId })}
            />
            <Inline space="medium" collapseBelow="tablet">
              <TextField
                label={t('Item.Price')}
                type="number"
                inputMode="decimal"
                required
                {...field('RetailPrice', { setValueAs: asNumber })}
              />
              <NativeSelect
                label={t('Item.SoldBy')}
                required
                options={soldByCodes.map((s) => ({ value: String(s), label: t(`Item.SoldBy.${s}`) }))}
                {...field('SoldBy', { setValueAs: asNumber })}
              />
            </Inline>
            <NativeSelect
              label={t('Item.TaxCategory')}
              required
              options={[
                choose,
                ...props.taxCategories.map((c) => ({ value: String(c.TaxCategoryId), label: c.Name })),
              ]}
              {...field('TaxCategoryId', { setValueAs: asId })}
            />
            <Switch label={t('Item.ExtendedSetup')} checked={showExtended} onCheckedChange={setExtended} />
          </Stack>
        </Card>
        {showExtended ? (
          <>
            <Card title={t('Item.GeneralInformation')} span="row">
              <Stack space="medium">
                <TextField
                  label={t('Item.Description')}
                  maxLength={ITEM_DESCRIPTION_MAX}
                  autoComplete="off"
                  {...field('Description')}
                />
                <Inline space="medium" collapseBelow="tablet">
                  <NativeSelect
                    label={t('Item.Type')}
                    options={itemTypeCodes.map((c) => ({ value: c, label: t(`Item.Type.${c}`) }))}
                    {...field('ItemType')}
                  />
                  <NativeSelect
                    label={t('Item.RoutingGroup')}
                    options={[
                      { value: '', label: t('Item.NoRoutingGroup') },
                      ...props.routingGroups.map((g) => ({
                        value: String(g.PrinterGroupId),
                        label: g.PrinterGroupName,
                      })),
                    ]}
                    {...field('PrinterGroupId', {
                      setValueAs: (v) => (v === '' || v == null ? null : Number(v)),
                    })}
                  />
                  <TextField
                    label={t('Item.PrintPriority')}
                    type="number"
                    inputMode="numeric"
                    {...field('PrintPriority', { setValueAs: (v) => asNumber(v) ?? 0 })}
                  />
                </Inline>
                <Inline space="large">
                  <Checkbox label={t('Item.Sellable')} {...flag('IsSellable')} />
                  <Checkbox label={t('Item.Favorite')} {...flag('IsFavorite')} />
                  <Checkbox label={t('Item.PromptForPrice')} {...flag('PromptForPrice')} />
                </Inline>
              </Stack>
            </Card>
            <Card title={t('Item.PriceVariations')} span="row">
              <Stack space="medium">
                {variations.fields.length === 0 ? <Text tone="muted">{t('Item.NoVariations')}</Text> : null}
                {variations.fields.map((v, i) => (
                  <Inline key={v.key} space="small" alignY="bottom" collapseBelow="tablet">
                    <TextField
                      label={t('Item.VariationName', { n: i + 1 })}
                      required
                      maxLength={VARIATION_NAME_MAX}
                      autoComplete="off"
                      {...field(`PriceVariations.${i}.Name`)}
                    />
                    <TextField
                      label={t('Item.VariationPrice', { n: i + 1 })}
                      type="number"
                      inputMode="decimal"
                      required
                      {...field(`PriceVariations.${i}.RetailPrice`, { setValueAs: asNumber })}
                    />
                    {readOnly ? null : (
                      <IconButton
                        label={t('Item.RemoveVariation', { n: i + 1 })}
                        icon="trash"
                        variant="soft"
                        onClick={() => variations.remove(i)}
                      />
                    )}
                  </Inline>
                ))}
                {variationsError ? <Text tone="critical">{tData(String(variationsError))}</Text> : null}
                {readOnly || variations.fields.length >= ITEM_VARIATIONS_MAX ? null : (
                  <div>
                    <Button
                      variant="soft"
                      icon="plus"
                      onClick={() =>
                        variations.append({
                          ItemVariationId: 0,
                          Name: '',
                          RetailPrice: undefined as unknown as number,
                        })
                      }
                    >
                      {t('Item.AddVariation')}
                    </Button>
                  </div>
                )}
              </Stack>
            </Card>
          </>
        ) : null}
      </FormScreenLayout>
    </Stack>
  );
}
