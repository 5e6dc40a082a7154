import { Box, Checkbox, NativeSelect, Stack, SwatchPicker, Text, TextField } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../../api/http';
import type { MutationState } from '../../../api/mutation';
import {
  CATEGORY_COLORS,
  CATEGORY_NAME_MAX,
  categoryColorNameKey,
  type CategoryForm,
  type CategoryTag,
  categoryFormSchema,
  type Department,
} from '../../../domain/menuItem';
import { FormDialog } from '../../../scaffold/form/FormDialog';
import { ChangeHistoryPanel } from '../../../scaffold/history/ChangeHistoryPanel';
import { LastChangedBy } from '../../../scaffold/history/LastChangedBy';
import type { ChangeHistoryState } from '../../../scaffold/history/useChangeHistory';

export interface CategoryDialogProps {
  values: CategoryForm;
  isNew: boolean;
  departments: readonly Department[];
  /** The merchant's tags (their assignment is in values.TagIds). */
  tags: readonly CategoryTag[];
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: CategoryForm) => void;
  onCancel: () => void;
  /** Reads the record again: after a stale save the dialog offers the latest version. */
  reload?: () => Promise<unknown>;
  /** Who changed the category and how (issue 7 §5); none for a new one. */
  history?: ChangeHistoryState;
}

/** The server's field names of AddItemCategory / EditItemCategory → the form's. */
const SERVER_FIELDS = {
  'itemCategory.CategoryName': 'CategoryName',
  'itemCategory.DisplayColor': 'DisplayColor',
  'itemCategory.DepartmentId': 'DepartmentId',
  tagAssignments: 'TagIds',
} as const;

/**
 * The category modal (2-menu §2, §5): name (required, at most 20, saved in capitals), department,
 * one of the 12 colours or none, tags. Save stays disabled while the name is blank; a failure with
 * the server's Message opens the error modal (§8), the modal keeping what was typed.
 */
export function CategoryDialog(props: CategoryDialogProps) {
  const { t } = useT();
  const swatches = [
    { value: '', label: t('Category.NoColor'), color: null },
    ...CATEGORY_COLORS.map((c) => ({
      value: c,
      label: t(categoryColorNameKey(c) ?? 'Category.NoColor'),
      color: `#${c}`,
    })),
  ];
  return (
    <FormDialog<CategoryForm>
      title={t(props.isNew ? 'Category.AddTitle' : 'Category.EditTitle')}
      schema={categoryFormSchema}
      defaultValues={props.values}
      mutation={{ state: props.saveState, error: props.saveError }}
      onSubmit={props.onSubmit}
      submitLabel={t('Category.Save')}
      cancelLabel={t('Category.Cancel')}
      onCancel={props.onCancel}
      reload={props.reload}
      failureFallback={t('Category.SaveFailed')}
      failureShownIn="errorModal"
      serverFields={SERVER_FIELDS}
    >
      {(field, form) => {
        const change = { shouldDirty: true, shouldValidate: true } as const;
        const tagIds = form.watch('TagIds') ?? [];
        return (
          <>
            {props.history ? <LastChangedBy history={props.history} /> : null}
            <TextField
              label={t('Category.Name')}
              required
              maxLength={CATEGORY_NAME_MAX}
              autoComplete="off"
              helperText={t('Category.NameHelp')}
              {...field('CategoryName')}
            />
            <NativeSelect
              label={t('Category.Department')}
              options={[
                { value: '', label: t('Category.NoDepartment') },
                ...props.departments.map((d) => ({ value: String(d.DepartmentId), label: d.Name })),
              ]}
              {...field('DepartmentId', { setValueAs: (v) => (v === '' || v == null ? null : Number(v)) })}
            />
            <SwatchPicker
              label={t('Category.Color')}
              swatches={swatches}
              value={form.watch('DisplayColor') ?? ''}
              onValueChange={(v) => form.setValue('DisplayColor', v === '' ? null : (v as never), change)}
            />
            <Box as="fieldset" margin="none" padding="none" borderWidth="none">
              <Stack space="xsmall">
                <Box as="legend" padding="none">
                  <Text size="small" weight="medium">
                    {t('Category.Tags')}
                  </Text>
                </Box>
                {props.tags.length === 0 ? (
                  <Text tone="muted">{t('Category.NoTags')}</Text>
                ) : (
                  props.tags.map((tag) => (
                    <Checkbox
                      key={tag.TagId}
                      label={tag.Name}
                      checked={tagIds.includes(tag.TagId)}
                      onCheckedChange={(on) =>
                        form.setValue(
                          'TagIds',
                          on ? [...tagIds, tag.TagId] : tagIds.filter((id) => id !== tag.TagId),
                          change,
                        )
                      }
                    />
                  ))
                )}
              </Stack>
            </Box>
            {props.history ? <ChangeHistoryPanel history={props.history} /> : null}
          </>
        );
      }}
    </FormDialog>
  );
}
