import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import type { ApiRequestError } from '../../api/http';
import type { MutationState } from '../../api/mutation';
import { usePendingChangesGuard } from '../pendingChanges/usePendingChangesGuard';
import { type FieldBinder, useFieldBinder } from './fieldBinder';
import { useErrorsFollowValues } from './liveErrors';
import { revealFocusedFieldError } from './revealFieldError';
import { applyServerFieldErrors } from './serverErrors';
import { isStaleSave, type StaleRecovery, useStaleRecovery } from './staleRecord';

/** How long the saved banner shows (3-settings-and-employees.md: banners of 3 s). */
export const SAVED_BANNER_MS = 3000;

export interface FormScreenOptions<V extends FieldValues> {
  /** The domain's yup schema (its messages are catalogue keys): the same rules as the server's. */
  schema: ObjectSchema<V>;
  /** The record as loaded; the form resets to it whenever it changes (a store switch, a reload). */
  values: DefaultValues<V>;
  /** Nothing can be changed: fields disabled, no save bar, no guard. */
  readOnly?: boolean;
  /** The save's state and error, from the view's mutation hook. */
  saveState: MutationState;
  saveError: ApiRequestError | null;
  /** Saves the values (the view triggers its mutation). */
  onSubmit: (values: V) => void;
  /** The contract's field names → the form's, for the server's field errors. */
  serverFields?: Partial<Record<string, Path<V>>>;
  /**
   * Reads the record again (the view's read: `() => read.mutate()`): after a stale save (409) the
   * form offers to load the latest record, keeping the user's changes to apply over it.
   */
  reload?: () => Promise<unknown>;
  /** What the schema's rules read beside the values (the store's country, for its phones). */
  context?: object;
}

/**
 * The form's banner: saved, failed (the save was refused), stale (refused because someone else changed
 * the record: `recovery` offers the latest), or invalid (the fields in error were asked for while a
 * field breaks a rule: nothing was sent; shown by screens that name it, FormScreenLayout's `invalidText`).
 */
export type FormBanner = {
  tone: 'positive' | 'critical';
  kind: 'saved' | 'failed' | 'stale' | 'invalid';
} | null;

export interface FormScreen<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Binds a field in one line: `<TextField label=… {...field('name')} />`. */
  field: FieldBinder<V>;
  formId: string;
  onSubmit: () => void;
  readOnly: boolean;
  dirty: boolean;
  /** No rule is broken (the spec's "Save is enabled only when the form is valid"). */
  valid: boolean;
  saveState: MutationState;
  saveError: ApiRequestError | null;
  /** The saved banner (for SAVED_BANNER_MS), the failure banner, or the invalid-input banner. */
  banner: FormBanner;
  dismissBanner: () => void;
  /** Discard asks first when there are changes; confirming resets the form to the loaded record. */
  discard: { ask: () => void; open: boolean; confirm: () => void; cancel: () => void };
  /** After a stale save: load the latest record and apply the user's changes over it. */
  recovery: StaleRecovery;
}

/**
 * The form screen of the scaffolding: react-hook-form with the domain's yup schema, reset to the
 * loaded record, the pending-changes guard while dirty, the discard confirmation, read-only mode,
 * the saved and failed banners, the server's field errors on their fields, errors that go as soon
 * as the value is valid, and the recovery from a stale save. The page renders it with
 * FormScreenLayout; the view owns the data and the mutation.
 */
export function useFormScreen<V extends FieldValues>(options: FormScreenOptions<V>): FormScreen<V> {
  const {
    schema,
    values,
    readOnly = false,
    saveState,
    saveError,
    onSubmit,
    serverFields,
    reload,
    context,
  } = options;
  const formId = useId();
  const form = useForm<V>({
    resolver: yupResolver(schema, { context }) as unknown as Resolver<V>,
    mode: 'onTouched',
    defaultValues: values,
  });
  const field = useFieldBinder(form, { readOnly });
  const dirty = form.formState.isDirty && !readOnly;
  const valid = form.formState.isValid;
  usePendingChangesGuard(dirty);
  useErrorsFollowValues(form);
  const stale = saveState === 'error' && isStaleSave(saveError);
  const recovery = useStaleRecovery(form, values, stale, reload);
  const [banner, setBanner] = useState<FormBanner>(null);
  const [discardOpen, setDiscardOpen] = useState(false);
  const submitted = useRef<V | null>(null);

  // A newly loaded record replaces the form's values (unless the user is editing them). The record the
  // form was made with needs no reset: it would validate the whole form once more in the commit that
  // mounts it (a long task of a large form on a slow tablet).
  const { reset } = form;
  const loaded = JSON.stringify(values);
  const madeWith = useRef<string | null>(loaded);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` stands for `values` (a new object each render)
  useEffect(() => {
    if (loaded === madeWith.current) return;
    madeWith.current = null;
    if (!form.formState.isDirty) reset(values);
  }, [loaded, reset]);

  // After a save: the saved values become the form's clean state; a failure maps the server's field errors.
  const { setError } = form;
  useEffect(() => {
    if (saveState === 'success') {
      if (submitted.current) reset(submitted.current);
      setBanner({ tone: 'positive', kind: 'saved' });
    } else if (saveState === 'error' && isStaleSave(saveError)) {
      setBanner({ tone: 'critical', kind: 'stale' });
    } else if (saveState === 'error') {
      applyServerFieldErrors(saveError, setError, Object.keys(schema.fields), serverFields);
      setBanner({ tone: 'critical', kind: 'failed' });
    }
  }, [saveState, saveError, reset, setError, schema, serverFields]);

  return {
    form,
    field,
    formId,
    onSubmit: form.handleSubmit(
      (v) => {
        submitted.current = v;
        setBanner(null);
        if (recovery.step === 'reapplied') recovery.dismiss();
        onSubmit(v);
      },
      () => {
        setBanner({ tone: 'critical', kind: 'invalid' });
        revealFocusedFieldError();
      },
    ),
    readOnly,
    dirty,
    valid,
    saveState,
    saveError,
    banner,
    dismissBanner: () => setBanner(null),
    discard: {
      ask: () => (form.formState.isDirty ? setDiscardOpen(true) : reset(values)),
      open: discardOpen,
      confirm: () => {
        setDiscardOpen(false);
        setBanner(null);
        if (recovery.step === 'reapplied') recovery.dismiss();
        reset(values);
      },
      cancel: () => setDiscardOpen(false),
    },
    recovery,
  };
}
