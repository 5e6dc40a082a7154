import { loginName, text, yup } from './validation';

export const USERNAME_MAX = 256;

/** Log-on body, validated by the server (1-foundation.md §5, §7). */
export const logOnSchema = yup.object({
  username: loginName().required().max(USERNAME_MAX),
  password: text().required().max(256),
});
