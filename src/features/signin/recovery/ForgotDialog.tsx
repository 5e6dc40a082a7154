import { TextField } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../../api/http';
import type { MutationState } from '../../../api/mutation';
import { forgotPasswordSchema, forgotUsernameSchema } from '../../../domain/accountContract';
import { FormDialog } from '../../../scaffold/form/FormDialog';

export type ForgotKind = 'username' | 'password';

export interface ForgotDialogProps {
  /** Forgot username (an e-mail address) or forgot password (a username). */
  kind: ForgotKind;
  mutation: { state: MutationState; error: ApiRequestError | null };
  defaultValue?: string;
  /** Sends the e-mail for the address or the username. */
  onSubmit: (value: string) => void;
  onClose: () => void;
}

/**
 * Forgot username and forgot password (1-foundation.md §2, §5): one field, its button disabled
 * while it is blank; the address is checked on submit (the format hint is like {email}); once
 * sent, the dialog says what happens next.
 */
export function ForgotDialog({ kind, mutation, defaultValue = '', onSubmit, onClose }: ForgotDialogProps) {
  const { t } = useT();
  const common = {
    mutation,
    cancelLabel: t('Login.Cancel'),
    onCancel: onClose,
    submitDisabledWhen: 'blank' as const,
  };
  if (kind === 'username') {
    return (
      <FormDialog<{ emailAddress: string }>
        {...common}
        title={t('ForgotUsername.Title')}
        intro={t('ForgotUsername.Intro')}
        schema={forgotUsernameSchema}
        defaultValues={{ emailAddress: defaultValue }}
        onSubmit={(v) => onSubmit(v.emailAddress.trim())}
        submitLabel={t('ForgotUsername.Ok')}
        failureFallback={t('ForgotUsername.Failed')}
        done={{ message: t('ForgotUsername.Sent'), actionLabel: t('Login.Ok'), onContinue: onClose }}
      >
        {(field) => (
          <TextField
            label={t('ForgotUsername.Email')}
            type="email"
            inputMode="email"
            required
            autoComplete="email"
            autoFocus
            helperText={t('ForgotUsername.EmailHint', { email: t('ForgotUsername.EmailExample') })}
            {...field('emailAddress')}
          />
        )}
      </FormDialog>
    );
  }
  return (
    <FormDialog<{ userName: string }>
      {...common}
      title={t('ForgotPassword.Title')}
      intro={t('ForgotPassword.Intro')}
      schema={forgotPasswordSchema}
      defaultValues={{ userName: defaultValue }}
      onSubmit={(v) => onSubmit(v.userName.trim())}
      submitLabel={t('ForgotPassword.Reset')}
      failureFallback={t('ForgotPassword.Failed')}
      done={{ message: t('ForgotPassword.Sent'), actionLabel: t('Login.Ok'), onContinue: onClose }}
    >
      {(field) => (
        <TextField
          label={t('ForgotPassword.Username')}
          required
          autoComplete="username"
          autoFocus
          {...field('userName')}
        />
      )}
    </FormDialog>
  );
}
