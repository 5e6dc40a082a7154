import { ApiRequestError } from '../../src/api/http';
import type { Decorator } from '@storybook/react-vite';
import { IntlProvider } from '../../i18n/IntlProvider';

/** The login pages and modals read their texts from the catalogue: the stories give them intl. */
export const withIntl: Decorator = (Story) => (
  <IntlProvider>
    <Story />
  </IntlProvider>
);

/** Fixtures of the login stories. */
export const loginFixtures = {
  version: '2026.11.1',
  username: 'resetme',
  /** The demo licence document (served by the server at {base}Eula/{file}). */
  eulaUrl: 'Eula/BackroomEULA.html',
  lighterEditionHref: '/Portal/NewUi',
  serverMessage:
    'This reset link has expired or has already been used. Ask for a new one from the login page.',
};

export const noop = () => {};

/** A write's state as the mutation hook gives it: idle, saving, refused with the server's Message, done. */
export const mutationFixtures = {
  idle: { state: 'default', error: null },
  saving: { state: 'loading', error: null },
  refused: (message: string) => ({ state: 'error' as const, error: new ApiRequestError(200, message) }),
  refusedWithoutMessage: { state: 'error', error: new ApiRequestError(200, '') },
  offline: { state: 'error', error: new ApiRequestError(0, 'Failed to fetch', 'Http.Offline') },
  done: { state: 'success', error: null },
} as const;
