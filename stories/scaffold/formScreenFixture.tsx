import { TextField } from '../../design-system';
import { useT } from '../../i18n/IntlProvider';
import type { ApiRequestError } from '../../src/api/http';
import type { MutationState } from '../../src/api/mutation';
import { yup } from '../../src/domain/validation';
import { FormScreenLayout } from '../../src/scaffold/form/FormScreenLayout';
import { useFormScreen } from '../../src/scaffold/form/useFormScreen';

/** A small form of the fixtures: a store contact, its rules as a domain schema would write them. */
export const contactSchema = yup.object({
  name: yup.string().required('Validation.Required').max(40, 'Validation.MaxLength'),
  email: yup.string().email('Validation.Email').default(''),
});
export type Contact = yup.InferType<typeof contactSchema>;

export interface ContactFormProps {
  values: Contact;
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: Contact) => void;
  readOnly?: boolean;
  /** An existing record: the save bar's Delete, which asks first. */
  onDelete?: () => void;
  /** A sub-page: Cancel (leaves) in place of Discard. */
  onCancel?: () => void;
  asOf?: number | null;
  /** The invalid-input banner's text (Save pressed while a field breaks a rule). */
  invalidText?: string;
  /** The failure banner vanishes after 3 s as the saved one does. */
  failureAutoHide?: boolean;
  /** Reads the contact again (after a stale save: "Load the latest version"). */
  reload?: () => Promise<unknown>;
}

/** A form screen built only from the scaffolding: what every form screen of the portal looks like. */
export function ContactForm({
  values,
  saveState,
  saveError,
  onSubmit,
  readOnly,
  onDelete,
  onCancel,
  asOf = null,
  invalidText,
  failureAutoHide,
  reload,
}: ContactFormProps) {
  const { t } = useT();
  const screen = useFormScreen({
    schema: contactSchema,
    values,
    readOnly,
    saveState,
    saveError,
    onSubmit,
    reload,
  });
  return (
    <FormScreenLayout
      screen={screen}
      label="Store contact"
      failureFallback="The contact could not be saved."
      invalidText={invalidText}
      failureAutoHide={failureAutoHide}
      readOnlyNotice="Only the account manager can change the contact."
      deletion={
        onDelete
          ? {
              title: 'Delete this contact?',
              message: 'The store keeps no contact.',
              confirmLabel: 'Delete',
              cancelLabel: 'Keep it',
              state: 'default',
              onDelete,
            }
          : undefined
      }
      onCancel={onCancel}
      asOf={asOf}
    >
      <TextField label="Contact name" required {...screen.field('name')} />
      <TextField label={t('ForgotUsername.Email')} type="email" {...screen.field('email')} />
    </FormScreenLayout>
  );
}
