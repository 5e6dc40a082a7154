import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from 'wouter';
import {
  type Contact,
  ContactForm,
  type ContactFormProps,
} from '../../../stories/scaffold/formScreenFixture';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { ApiRequestError } from '../../api/http';
import type { MutationState } from '../../api/mutation';
import { PendingChangesProvider } from '../pendingChanges/PendingChanges';

const loaded: Contact = { name: 'Marco Manager', email: 'marco@harborbistro.example' };

/** The form with a save that answers as told: success, or a refusal naming the field. */
function Harness({
  outcome,
  onSubmit,
  onDelete = () => {},
  banners,
}: {
  outcome: 'success' | 'refused';
  onSubmit?: (v: Contact) => void;
  onDelete?: () => void;
  banners?: Pick<ContactFormProps, 'invalidText' | 'failureAutoHide'>;
}) {
  const [state, setState] = useState<MutationState>('default');
  const [values, setValues] = useState(loaded);
  const error =
    state === 'error'
      ? new ApiRequestError(400, 'Enter an e-mail address like name@example.com.', 'Validation.Email', {
          Field: 'email',
          MessageKey: 'Validation.Email',
        })
      : null;
  return (
    <ContactForm
      {...banners}
      values={values}
      saveState={state}
      saveError={error}
      onDelete={onDelete}
      onSubmit={(next) => {
        onSubmit?.(next);
        setState('loading');
        setTimeout(() => {
          setState(outcome === 'success' ? 'success' : 'error');
          if (outcome === 'success') setValues(next);
        }, 10);
      }}
    />
  );
}

describe('the form screen of the scaffolding', () => {
  it('Save waits for a change, the schema checks fields, a save shows the saved banner and leaves the form clean', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Harness outcome="success" onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = screen.getByLabelText(/^Contact name/);
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('this field is required')).toBeInTheDocument();
    await user.type(name, 'Marta Manager');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Marta Manager', email: loaded.email });
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expectNoAxeViolations(document.body);
  });

  it("a refused save shows the failure and puts the server's field error on its field", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness outcome="refused" />);
    await user.type(screen.getByLabelText(/^Contact name/), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Enter an e-mail address like name@example.com.').length).toBeGreaterThan(0);
  });

  it('Discard asks first, then puts back the loaded values', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness outcome="success" />);
    const name = screen.getByLabelText(/^Contact name/);
    await user.type(name, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(name).toHaveValue('Marco Manager'));
  });

  it("the save bar's Delete asks first: Keep it does nothing, the confirmation deletes", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    renderWithProviders(<Harness outcome="success" onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this contact?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    // The confirmation closes (its Delete goes with it; under load a frame after the click).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete this contact?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('read-only: the fields are disabled, the notice says why, no save bar', () => {
    renderWithProviders(
      <ContactForm values={loaded} saveState="default" saveError={null} onSubmit={() => {}} readOnly />,
    );
    expect(screen.getByLabelText(/^Contact name/)).toBeDisabled();
    expect(screen.getByText('Only the account manager can change the contact.')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('while there are changes, leaving the page asks first (the pending-changes guard)', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(
      <PendingChangesProvider>
        <Link href="/elsewhere">Elsewhere</Link>
        <Harness outcome="success" />
      </PendingChangesProvider>,
      { path: '/settings' },
    );
    await user.type(screen.getByLabelText(/^Contact name/), ' Jr');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(location.history?.at(-1)).toBe('/settings');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave page' }),
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/elsewhere'));
  });

  it("a sub-page's save bar has Cancel, enabled without changes, in place of Discard", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(
      <ContactForm
        values={loaded}
        saveState="default"
        saveError={null}
        onSubmit={() => {}}
        onCancel={onCancel}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("3-settings §2: Save with a broken rule shows the invalid-input banner and sends nothing; a refusal's banner vanishes after 3 s", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const invalidText = 'Some fields are not valid: correct them and save again.';
    renderWithProviders(
      <Harness outcome="refused" onSubmit={onSubmit} banners={{ invalidText, failureAutoHide: true }} />,
    );
    const email = screen.getByLabelText('E-mail address');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(invalidText)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(email);
    await user.type(email, 'marco@harbor.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByText(invalidText)).toBeNull();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Enter an e-mail address like name@example.com.');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 4500 });
  });
});
