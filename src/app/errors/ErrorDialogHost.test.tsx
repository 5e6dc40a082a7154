import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { showErrorModal } from '../../lib/errorModal';

describe('the error-dialog host of the app', () => {
  it('shows a queued error with its decoded text; OK closes it', async () => {
    renderWithProviders(<div />);
    act(() => {
      showErrorModal({
        title: '500 Internal Server Error',
        message: 'Store &quot;Harbor&quot; could not be saved',
      });
    });
    const dialog = await screen.findByRole('alertdialog', { name: '500 Internal Server Error' });
    expect(dialog).toHaveTextContent('Store "Harbor" could not be saved');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('uses the default title when the error has only a message', async () => {
    renderWithProviders(<div />);
    act(() => {
      showErrorModal({ message: 'Not allowed' });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Not allowed');
  });
});
