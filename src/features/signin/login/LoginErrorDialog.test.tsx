import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import text from '../../../../i18n/en-US.json';
import { renderWithProviders } from '../../../../test/renderApp';
import { LoginErrorDialog, loginErrorKeys } from './LoginErrorDialog';

describe('1-foundation §8: the log-on error codes', () => {
  it('each known code has its title and message', () => {
    expect(loginErrorKeys('I')).toEqual({ title: 'IncorrectLogin.Title', message: 'Login.Error.I' });
    expect(loginErrorKeys('S')).toEqual({ title: 'ErrorModal.Title', message: 'Login.Error.S' });
  });

  it('a code the portal does not know says so plainly (Login.Error.Unknown), never the raw key', async () => {
    renderWithProviders(<LoginErrorDialog code="Q" onClose={() => {}} />);
    const dialog = await screen.findByRole('alertdialog', { name: text['ErrorModal.Title'] });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text['Login.Error.Unknown']);
    expect(dialog).not.toHaveTextContent('Login.Error.Q');
  });
});
