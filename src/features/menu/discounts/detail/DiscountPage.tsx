import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Inline,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextField,
} from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../../../api/http';
import type { MutationState } from '../../../../api/mutation';
import {
  ALL_STORES,
  appliesToForced,
  autoCashType,
  clampAmount,
  clampMinimum,
  DISCOUNT_BARCODE_MAX,
  DISCOUNT_DESCRIPTION_MAX,
  DISCOUNT_EXTERNAL_ID_MAX,
  DISCOUNT_NAME_MAX,
  type DiscountForm,
  discountSchema,
} from '../../../../domain/discount';
import type { discountPermissions } from '../../../../domain/discountPermissions';
import { type APPLY_TO_TYPES, AppliesTo, type DiscountTypeInfo } from '../../../../domain/discountTypes';
import { DiscountType, type DiscountTypeCode } from '../../../../domain/enums';
import { FormScreenLayout } from '../../../../scaffold/form/FormScreenLayout';
import { RecordHeader } from '../../../../scaffold/form/RecordHeader';
import { ChangeHistoryPanel } from '../../../../scaffold/history/ChangeHistoryPanel';
import type { ChangeHistoryState } from '../../../../scaffold/history/useChangeHistory';
import { useFormScreen } from '../../../../scaffold/form/useFormScreen';
import { AssignStoresDialog } from '../../../../scaffold/stores/AssignStoresDialog';
import { type StoreOption, StoreChips } from '../../../../scaffold/stores/StoreChips';

export interface DiscountPageProps {
  values: DiscountForm;
  isNew: boolean;
  /** The name of the discount as loaded (the heading), empty for a new one. */
  title: string;
  /** Who changed the discount (an existing one): "Last changed by" and the history panel. */
  history?: ChangeHistoryState;
  asOf: number | null;
  discountTypes: readonly DiscountTypeInfo[];
  applyToTypes: typeof APPLY_TO_TYPES;
  /** The permissions of §2/§4 for this viewer and discount (domain's discountPermissions). */
  permissions: ReturnType<typeof discountPermissions>;
  /** The auto cash discount is offered (flag; connected payments for a user who is not enterprise-level). */
  autoCashOffered: boolean;
  stores: readonly StoreOption[];
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: DiscountForm) => void;
  /** Reads the record again: after a stale save the form offers the latest version. */
  reload?: () => Promise<unknown>;
  onBack: () => void;
  onCancel: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  deleteState: MutationState;
  /** The auto cash discount's problems (the error modal's lines), null when closed. */
  autoCashErrors: string[] | null;
  onDismissAutoCashErrors: () => void;
}

type BoxField =
  | 'PosActive'
  | 'ShowOnActivitySummary'
  | 'IsAutoCashDiscount'
  | 'IsApprovalNeeded'
  | 'EmailOfferOnly';

/** A number field's value: empty is null, anything else a number. */
const asNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/**
 * The discount detail (2-menu-and-reports.md §2, §4, §5): header with back arrow, title, Duplicate
 * and Delete; General Information, Settings and Qualifications; Cancel and Save. The rules are the
 * domain's (schema, permissions, auto cash mapping, clamps); the view does the calls.
 */
export function DiscountPage(props: DiscountPageProps) {
  const { t, tData } = useT();
  const { values, isNew, permissions: may, discountTypes, stores } = props;
  const screen = useFormScreen({
    schema: discountSchema,
    values,
    saveState: props.saveState,
    saveError: props.saveError,
    onSubmit: props.onSubmit,
    reload: props.reload,
  });
  const { form, field } = screen;
  const [assigning, setAssigning] = useState(false);

  const type = form.watch('DiscountType');
  const autoCash = form.watch('IsAutoCashDiscount');
  const assigned = form.watch('AssignedStores') ?? [];
  const forcedAppliesTo = appliesToForced({ DiscountType: type, IsAutoCashDiscount: autoCash });
  const typeInfo = discountTypes.find((d) => d.Id === type);
  const locked = may.restricted;
  const change = { shouldDirty: true, shouldValidate: true } as const;

  const typeOptions = discountTypes
    .filter((d) => !autoCash || d.Id === autoCashType(d.Id))
    .map((d) => ({ value: d.Id, label: t(d.Name) }));
  const applyOptions = [
    { value: '', label: t('Discount.Choose'), disabled: true },
    ...props.applyToTypes.map((a) => ({ value: a.Id, label: t(a.Name) })),
  ];

  const amount = field('DiscountAmount', {
    setValueAs: asNumber,
    onBlur: () => {
      const v = form.getValues('DiscountAmount');
      if (typeof v === 'number' && clampAmount(type, v) !== v)
        form.setValue('DiscountAmount', clampAmount(type, v), change);
    },
  });
  const minimum = field('MinimumDiscountAmount', {
    setValueAs: (v) => asNumber(v) ?? 0,
    onBlur: () => {
      const v = form.getValues('MinimumDiscountAmount');
      if (typeof v === 'number' && clampMinimum(type, v) !== v)
        form.setValue('MinimumDiscountAmount', clampMinimum(type, v), change);
    },
  });
  const typeField = field('DiscountType', {
    onChange: (e: { target: { value: string } }) => {
      if (e.target.value === DiscountType.SetItemPrice) {
        form.setValue('AppliesTo', AppliesTo.Line, change);
        form.setValue('MinimumDiscountAmount', 0, change);
      }
    },
  });
  /** A yes/no of the form as a controlled Checkbox (its box follows the loaded value and resets). */
  const box = (name: BoxField, then?: (on: boolean) => void) => ({
    checked: form.watch(name) === true,
    onCheckedChange: (on: boolean) => {
      form.setValue(name, on, change);
      then?.(on);
    },
  });
  const autoCashField = box('IsAutoCashDiscount', (on) => {
    if (!on) return;
    form.setValue('DiscountType', autoCashType(form.getValues('DiscountType') as DiscountTypeCode), change);
    form.setValue('AppliesTo', AppliesTo.Ticket, change);
  });

  const off = (disabled: boolean) => (disabled ? { disabled: true } : {});

  return (
    <Stack space="large">
      <RecordHeader
        title={isNew ? t('Discount.NewTitle') : props.title}
        backLabel={t('Discount.Back')}
        onBack={props.onBack}
        history={props.history}
        actions={
          may.mayDuplicate ? (
            <Button variant="soft" onClick={props.onDuplicate}>
              {t('Discount.Duplicate')}
            </Button>
          ) : null
        }
      />
      <FormScreenLayout
        deletion={
          may.mayDelete
            ? {
                label: t('Discount.Delete'),
                title: t('Discount.DeleteTitle'),
                message: t('Discount.DeleteMessage'),
                confirmLabel: t('Discount.Delete'),
                cancelLabel: t('Discount.DeleteKeep'),
                state: props.deleteState,
                onDelete: props.onDelete,
              }
            : undefined
        }
        screen={screen}
        label={t('Discount.FormLabel')}
        failureFallback={t('Discount.SaveFailed')}
        asOf={props.asOf}
        onCancel={props.onCancel}
        aside={props.history ? <ChangeHistoryPanel history={props.history} /> : undefined}
      >
        {locked ? <Text tone="muted">{t('Discount.Restricted')}</Text> : null}
        <Card title={t('Discount.GeneralInformation')} span="row">
          <Stack space="medium">
            <TextField
              label={t('Discount.Name')}
              required
              maxLength={DISCOUNT_NAME_MAX}
              {...field('Name')}
              {...off(!may.nameEditable)}
            />
            <TextField
              label={t('Discount.ExternalId')}
              maxLength={DISCOUNT_EXTERNAL_ID_MAX}
              {...field('ExternalDiscountId')}
              {...off(locked)}
            />
            <TextField
              label={t('Discount.Description')}
              required
              maxLength={DISCOUNT_DESCRIPTION_MAX}
              {...field('Description')}
              {...off(locked)}
            />
            {may.assignsStores ? (
              <Stack space="small">
                <Text weight="medium">{t('Discount.StoreAssignment')}</Text>
                <StoreChips label={t('Discount.StoreAssignment')} assigned={assigned} stores={stores} />
                <div>
                  <Button variant="soft" onClick={() => setAssigning(true)}>
                    {t('Discount.AssignStores')}
                  </Button>
                </div>
                {form.formState.errors.AssignedStores?.message ? (
                  <Text tone="critical">{tData(String(form.formState.errors.AssignedStores.message))}</Text>
                ) : null}
              </Stack>
            ) : (
              <Checkbox label={t('Discount.PosActive')} {...box('PosActive')} />
            )}
            <Checkbox
              label={t('Discount.ShowOnActivitySummary')}
              {...box('ShowOnActivitySummary')}
              {...off(locked)}
            />
            {props.autoCashOffered || values.IsAutoCashDiscount ? (
              <Checkbox label={t('Discount.AutoApplyCashTender')} {...autoCashField} {...off(locked)} />
            ) : null}
          </Stack>
        </Card>
        <Card title={t('Discount.Settings')} span="row">
          <Stack space="medium">
            <NativeSelect
              label={t('Discount.DiscountType')}
              required
              options={typeOptions}
              {...typeField}
              {...off(locked || !may.amountEditable)}
            />
            {typeInfo?.IsAmountAllowed !== false ? (
              <TextField
                label={t(typeInfo?.AmountLabel ?? 'Discount.Amount')}
                type="number"
                inputMode="decimal"
                required
                helperText={may.amountEditable ? undefined : t('Discount.AmountLocked')}
                {...amount}
                {...off(locked || !may.amountEditable)}
              />
            ) : null}
            <Checkbox label={t('Discount.ApprovalNeeded')} {...box('IsApprovalNeeded')} {...off(locked)} />
            <Inline space="medium" collapseBelow="tablet">
              <TextField
                label={t('Discount.BarcodeRangeStart')}
                maxLength={DISCOUNT_BARCODE_MAX}
                {...field('BarcodeRangeStart', { deps: ['BarcodeRangeEnd'] })}
                {...off(locked)}
              />
              <TextField
                label={t('Discount.BarcodeRangeEnd')}
                maxLength={DISCOUNT_BARCODE_MAX}
                {...field('BarcodeRangeEnd', { deps: ['BarcodeRangeStart'] })}
                {...off(locked)}
              />
            </Inline>
          </Stack>
        </Card>
        <Card title={t('Discount.Qualifications')} span="row">
          <Stack space="medium">
            <TextField
              label={t('Discount.MinimumQualifyingAmount')}
              type="number"
              inputMode="decimal"
              {...minimum}
              {...off(locked || type === DiscountType.SetItemPrice)}
            />
            <Checkbox label={t('Discount.EmailOfferOnly')} {...box('EmailOfferOnly')} {...off(locked)} />
            <NativeSelect
              label={t('Discount.AppliesTo')}
              required={forcedAppliesTo === null}
              options={applyOptions}
              {...field('AppliesTo', { setValueAs: (v) => (v === '' ? null : v) })}
              {...off(locked || forcedAppliesTo !== null)}
            />
          </Stack>
        </Card>
      </FormScreenLayout>
      <AssignStoresDialog
        open={assigning}
        title={t('Discount.AssignStoresTitle')}
        warning={t('Discount.AssignStoresWarning')}
        stores={stores}
        assigned={assigned.length ? assigned : [ALL_STORES]}
        onCancel={() => setAssigning(false)}
        onApply={(ids) => {
          form.setValue('AssignedStores', ids, change);
          setAssigning(false);
        }}
      />
      <Modal
        open={props.autoCashErrors !== null}
        title={t('Discount.AutoApplyErrorModalTitle')}
        onDismiss={props.onDismissAutoCashErrors}
        actions={[{ label: t('Discount.Ok'), onClick: props.onDismissAutoCashErrors }]}
      >
        <ul>
          {(props.autoCashErrors ?? []).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Modal>
    </Stack>
  );
}
