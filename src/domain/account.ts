import { yup } from './validation';

export const USERNAME_MAX = 256;

/** Log-on body, validated by the server (1-foundation.md §5, §7). */
export const logOnSchema = yup.object({
  username: yup.string().trim().required().max(USERNAME_MAX),
  password: yup.string().required().max(256),
});
