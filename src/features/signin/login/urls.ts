import { basePath, portalBase } from '../../../lib/basePath';

export const loginUrls = {
  /** The login page is the base path itself. */
  login: () => basePath(),
  eula: (file: string) => `${basePath()}Eula/${encodeURIComponent(file)}`,
  /**
   * The lighter-edition switch of the login header: the new-UI page (1-foundation.md §2). Relative to
   * `<base href>`: the build prerenders the login page before any BASE_PATH is known.
   */
  lighterEdition: () => 'Portal/NewUi',
  /** Where a finished login goes (a wouter path outside the login route's base). */
  portal: () => `~${portalBase()}`,
};
