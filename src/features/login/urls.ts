import { basePath } from '../../lib/basePath';

export const loginUrls = {
  /** The login page is the base path itself. */
  login: () => basePath(),
  eula: (file: string) => `${basePath()}Eula/${encodeURIComponent(file)}`,
};
