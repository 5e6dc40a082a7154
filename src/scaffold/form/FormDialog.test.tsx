import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactDialog } from '../../../stories/scaffold/formDialogFixture';
import { renderWithProviders } from '../../../test/renderApp';

const contact = { name: 'Marco Manager', email: 'marco@harborbistro.example' };

describe('the form dialog of the scaffolding', () => {
  it('Cancel without typed input closes at once', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<ContactDialog contact={contact} outcome="success" onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Cancel with typed input asks first: Keep editing keeps it, Discard changes closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<ContactDialog contact={contact} outcome="success" onClose={onClose} />);
    await user.type(await screen.findByLabelText(/^Contact name/), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Contact name/)).toHaveValue('Marco Manager Jr');

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a stale save offers the latest record, with the typed changes applied over it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<ContactDialog contact={contact} outcome="stale" onSubmit={onSubmit} />);
    const name = await screen.findByLabelText(/^Contact name/);
    await user.clear(name);
    await user.type(name, 'Marta Manager');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const stale = await screen.findByText('Someone else changed this after you opened it');
    await user.click(
      within(stale.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Load the latest version',
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail address')).toHaveValue('front@harborbistro.example'),
    );
    expect(name).toHaveValue('Marta Manager');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Marta Manager', email: 'front@harborbistro.example' });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });
});
