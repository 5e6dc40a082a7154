import { text, yup } from './validation';

/** Password policy (1-foundation.md §5 and §9). Messages are catalogue keys. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 25;
export const passwordPattern = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*\W)(?!.*\s).{8,25}$/;

export const PasswordMessages = {
  required: 'Validation.Required',
  format: 'Password.FormatError',
  similar: 'ChangePassword.SimilarPassword',
  containsUsername: 'ChangePassword.ContainsUsername',
  notMatch: 'ChangePassword.PasswordsNotMatch',
} as const;

export const newPasswordRule = text()
  .required(PasswordMessages.required)
  .matches(passwordPattern, { message: PasswordMessages.format, excludeEmptyString: true });

export function isValidPassword(value: string): boolean {
  return passwordPattern.test(value);
}

/** Change password: old required (not pattern-checked), new differs from old and omits the username. */
export function changePasswordSchema(username: string) {
  return yup.object({
    oldPassword: text().required(PasswordMessages.required),
    newPassword: newPasswordRule
      .test('similar', PasswordMessages.similar, function (value) {
        return !value || value !== this.parent.oldPassword;
      })
      .test('username', PasswordMessages.containsUsername, (value) => {
        const name = username.trim().toLowerCase();
        return !value || !name || !value.toLowerCase().includes(name);
      }),
    confirmPassword: text()
      .required(PasswordMessages.required)
      .oneOf([yup.ref('newPassword')], PasswordMessages.notMatch),
  });
}

/** Reset via link: new password and its confirmation. */
export const resetPasswordSchema = yup.object({
  newPassword: newPasswordRule,
  confirmPassword: text()
    .required(PasswordMessages.required)
    .oneOf([yup.ref('newPassword')], PasswordMessages.notMatch),
});
