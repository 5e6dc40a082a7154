import { yupResolver } from '@hookform/resolvers/yup';
import { type ReactNode, useEffect, useId } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { Alert, Modal, Stack, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../api/http';
import type { MutationState } from '../../api/mutation';
import { type FieldBinder, useFieldBinder } from './fieldBinder';
import { applyServerFieldErrors, failureText } from './serverErrors';

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
  /** The fields: `field('name')` binds one. */
  children: (field: FieldBinder<V>) => ReactNode;
}

/**
 * The form dialog of the screen scaffolding: react-hook-form with the domain's yup schema in a
 * Modal, Submit carrying the mutation's state, the failure (the server's message, or the
 * fallback) above the fields, the server's field errors on their fields, and a success view.
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
  children,
}: FormDialogProps<V>) {
  const { t } = useT();
  const formId = useId();
  const form = useForm<V>({
    resolver: yupResolver(schema) as unknown as Resolver<V>,
    mode: submitDisabledWhen === 'invalid' ? 'onTouched' : 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const field = useFieldBinder(form);
  const { state, error } = mutation;
  const values = form.watch();
  const blank = Object.keys(schema.fields).some((name) => {
    const v = (values as Record<string, unknown>)[name];
    return typeof v === 'string' ? v.trim() === '' : v == null;
  });
  const disabled = submitDisabledWhen === 'invalid' ? !form.formState.isValid : blank;

  const { setError } = form;
  useEffect(() => {
    if (state === 'error') applyServerFieldErrors(error, setError, Object.keys(schema.fields), serverFields);
  }, [state, error, setError, schema, serverFields]);

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
    <Modal
      open
      role="dialog"
      title={title}
      busy={busy}
      onDismiss={onCancel}
      actions={[
        { label: cancelLabel, onClick: onCancel },
        { label: submitLabel, submits: formId, state: busy ? 'loading' : 'default', disabled },
      ]}
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Stack space="large">
          {intro ? (
            <Text as="p" tone="muted">
              {intro}
            </Text>
          ) : null}
          {state === 'error' ? (
            <Alert tone="critical">{failureText(error, failureFallback, t('Http.Offline'))}</Alert>
          ) : null}
          {children(field)}
        </Stack>
      </form>
    </Modal>
  );
}
