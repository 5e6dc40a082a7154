import { describe, expect, it } from 'vitest';
import { changePasswordSchema, isValidPassword, resetPasswordSchema } from './password';

describe('1-foundation §5 New password: 8 to 25 characters, digit, lowercase, uppercase, non-word, no whitespace', () => {
  it.each([
    ['Backroom#2026', true],
    ['Ab#45678', true],
    ['Ab#4567', false],
    [`Ab#4${'x'.repeat(21)}`, true],
    [`Ab#4${'x'.repeat(22)}`, false],
    ['backroom#2026', false],
    ['BACKROOM#2026', false],
    ['Backroom2026', false],
    ['Backroom#abcd', false],
    ['Back room#2026', false],
  ])('%s → %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
});

describe('1-foundation §5 Change password', () => {
  const schema = changePasswordSchema('owner');
  const errorsOf = async (v: object) => {
    try {
      await schema.validate(v, { abortEarly: false });
      return [];
    } catch (e) {
      return (e as { errors: string[] }).errors;
    }
  };

  it('old password is required but not pattern-checked', async () => {
    expect(
      await errorsOf({ oldPassword: 'x', newPassword: 'Backroom#2027', confirmPassword: 'Backroom#2027' }),
    ).toEqual([]);
    expect(
      await errorsOf({ oldPassword: '', newPassword: 'Backroom#2027', confirmPassword: 'Backroom#2027' }),
    ).toEqual(['Validation.Required']);
  });

  it('SimilarPassword: new must not equal old', async () => {
    expect(
      await errorsOf({
        oldPassword: 'Backroom#2026',
        newPassword: 'Backroom#2026',
        confirmPassword: 'Backroom#2026',
      }),
    ).toContain('ChangePassword.SimilarPassword');
  });

  it('new must not contain the username, case-insensitively', async () => {
    expect(
      await errorsOf({ oldPassword: 'a', newPassword: 'xOWNERx#1a', confirmPassword: 'xOWNERx#1a' }),
    ).toContain('ChangePassword.ContainsUsername');
  });

  it('PasswordsNotMatch: confirm must equal new', async () => {
    expect(
      await errorsOf({ oldPassword: 'a', newPassword: 'Backroom#2027', confirmPassword: 'Backroom#2028' }),
    ).toContain('ChangePassword.PasswordsNotMatch');
  });
});

describe('1-foundation §5 Reset via link: confirm must equal new', () => {
  it('refuses a mismatch and accepts a match', async () => {
    await expect(
      resetPasswordSchema.validate({ newPassword: 'Backroom#2027', confirmPassword: 'x' }),
    ).rejects.toThrow('ChangePassword.PasswordsNotMatch');
    await expect(
      resetPasswordSchema.validate({ newPassword: 'Backroom#2027', confirmPassword: 'Backroom#2027' }),
    ).resolves.toBeTruthy();
  });
});
