import { yupResolver } from '@hookform/resolvers/yup';
import { type ReactNode, useEffect, useId, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { Alert, ConfirmDialog, Modal, Stack, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../api/http';
import type { MutationState } from '../../api/mutation';
import { showErrorModal } from '../../lib/errorModal';
import { usePendingChangesGuard } from '../pendingChanges/usePendingChangesGuard';
import { type FieldBinder, useFieldBinder } from './fieldBinder';
import { useErrorsFollowValues } from './liveErrors';
import { revealFocusedFieldError } from './revealFieldError';
import { applyServerFieldErrors, failureText } from './serverErrors';
import { StaleNotice } from './StaleNotice';
import { isStaleSave, useStaleRecovery } from './staleRecord';

export interface FormDialogDone {
  title?: string;
  message: string;
  actionLabel: string;
  onContinue: () => void;
}

export interface FormDialogProps<V extends FieldValues> {
  title: string;
  /** The text above the fields. */
  intro?: string;
  /** The domain's yup schema of the form (its messages are catalogue keys). */
  schema: ObjectSchema<V>;
  defaultValues: DefaultValues<V>;
  /** The write's state and error, from the mutation hook. */
  mutation: { state: MutationState; error: ApiRequestError | null };
  onSubmit: (values: V) => void;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** Shown when the write fails and the server gave no Message. */
  failureFallback: string;
  /**
   * When Submit is disabled: 'invalid' while any rule is broken (rules checked as fields are left),
   * 'blank' while a required field is empty (rules checked on submit).
   */
  submitDisabledWhen?: 'invalid' | 'blank';
  /** The contract's field names → the form's, for the server's field errors. */
  serverFields?: Partial<Record<string, Path<V>>>;
  /** Replaces the form once the write succeeded (a success message and one action). */
  done?: FormDialogDone;
  /**
   * Where a failure with the server's Message shows: the dialog's alert (default), or the error
   * modal over the dialog (2-menu §8: "category create or update failure with a Message: error
   * modal"), the dialog staying as it was. A failure without a Message (offline) is always the alert.
   */
  failureShownIn?: 'alert' | 'errorModal';
  /**
   * Reads the record again (the list the dialog's record came from); `defaultValues` then follow the
   * latest record. After a stale write (409) the dialog offers to load it, keeping the user's changes.
   */
  reload?: () => Promise<unknown>;
  /** What the schema's rules read beside the values (the store's country, for its phones). */
  context?: object;
  /** The fields: `field('name')` binds one; `form` for a control bound by hand (a swatch, a tag list). */
  children: (field: FieldBinder<V>, form: UseFormReturn<V>) => ReactNode;
}

/**
 * The form dialog of the screen scaffolding: react-hook-form with the domain's yup schema in a
 * Modal, Submit carrying the mutation's state, the failure (the server's message, or the
 * fallback) above the fields, the server's field errors on their fields, and a success view.
 * Cancel (and Escape, and leaving the page) asks before typed input is dropped; a stale write offers
 * the latest record with the user's changes applied over it.
 */
export function FormDialog<V extends FieldValues>({
  title,
  intro,
  schema,
  defaultValues,
  mutation,
  onSubmit,
  submitLabel,
  cancelLabel,
  onCancel,
  failureFallback,
  submitDisabledWhen = 'invalid',
  serverFields,
  done,
  failureShownIn = 'alert',
  reload,
  context,
  children,
}: FormDialogProps<V>) {
  const { t } = useT();
  const formId = useId();
  const form = useForm<V>({
    resolver: yupResolver(schema, { context }) as unknown as Resolver<V>,
    mode: submitDisabledWhen === 'invalid' ? 'onTouched' : 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const field = useFieldBinder(form);
  const { state, error } = mutation;
  const dirty = form.formState.isDirty && state !== 'success';
  usePendingChangesGuard(dirty);
  useErrorsFollowValues(form);
  const stale = state === 'error' && isStaleSave(error);
  const recovery = useStaleRecovery(form, defaultValues, stale, reload);
  const [discarding, setDiscarding] = useState(false);
  const cancel = () => (dirty ? setDiscarding(true) : onCancel());
  const values = form.watch();
  const blank = Object.keys(schema.fields).some((name) => {
    const v = (values as Record<string, unknown>)[name];
    return typeof v === 'string' ? v.trim() === '' : v == null;
  });
  const disabled = submitDisabledWhen === 'invalid' ? !form.formState.isValid : blank;

  const { setError } = form;
  const inModal = failureShownIn === 'errorModal' && !stale && !!error && !error.isOffline && !!error.message;
  // a refusal the server names a field for shows on that field alone (and goes with its next change),
  // not a second time in the dialog's alert
  const [onFields, setOnFields] = useState(false);
  useEffect(() => {
    if (state !== 'error') return;
    setOnFields(applyServerFieldErrors(error, setError, Object.keys(schema.fields), serverFields) > 0);
    if (inModal) showErrorModal({ message: error?.message });
  }, [state, error, setError, schema, serverFields, inModal]);

  if (state === 'success' && done) {
    return (
      <Modal
        open
        title={done.title ?? title}
        onDismiss={done.onContinue}
        actions={[{ label: done.actionLabel, onClick: done.onContinue }]}
      >
        <Alert tone="positive">{done.message}</Alert>
      </Modal>
    );
  }

  const busy = state === 'loading';
  return (
    <>
      <Modal
        open
        role="dialog"
        title={title}
        busy={busy}
        onDismiss={cancel}
        actions={[
          { label: cancelLabel, onClick: cancel },
          { label: submitLabel, submits: formId, state: busy ? 'loading' : 'default', disabled },
        ]}
      >
        <form
          id={formId}
          noValidate
          onSubmit={form.handleSubmit((v) => {
            if (recovery.step === 'reapplied') recovery.dismiss();
            onSubmit(v);
          }, revealFocusedFieldError)}
        >
          <Stack space="large">
            {intro ? (
              <Text as="p" tone="muted">
                {intro}
              </Text>
            ) : null}
            <StaleNotice stale={stale} recovery={recovery} />
            {state === 'error' && !stale && !inModal && !onFields ? (
              <Alert tone="critical">{failureText(error, failureFallback, t('Http.Offline'))}</Alert>
            ) : null}
            {children(field, form)}
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        open={discarding}
        onOpenChange={(open) => {
          if (!open) setDiscarding(false);
        }}
        title={t('DiscardChanges.Title')}
        message={t('DiscardChanges.Message')}
        confirmLabel={t('DiscardChanges.Discard')}
        cancelLabel={t('DiscardChanges.Keep')}
        tone="critical"
        onConfirm={() => {
          setDiscarding(false);
          onCancel();
        }}
      />
    </>
  );
}
