import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from 'wouter';
import { TextField } from '../../../design-system';
import {
  type Contact,
  contactSchema,
  ContactForm,
  type ContactFormProps,
} from '../../../stories/scaffold/formScreenFixture';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { ApiRequestError } from '../../api/http';
import type { MutationState } from '../../api/mutation';
import { PendingChangesProvider } from '../pendingChanges/PendingChanges';
import { FormScreenLayout } from './FormScreenLayout';
import { useFormScreen } from './useFormScreen';

const loaded: Contact = { name: 'Marco Manager', email: 'marco@harborbistro.example' };

/** What someone else saved meanwhile (the stale save's case): another e-mail address. */
const theirs: Contact = { ...loaded, email: 'front@harborbistro.example' };

/** The form with a save that answers as told: success, a refusal naming the field, or stale (409). */
function Harness({
  outcome,
  onSubmit,
  onDelete = () => {},
  banners,
}: {
  outcome: 'success' | 'refused' | 'stale';
  onSubmit?: (v: Contact) => void;
  onDelete?: () => void;
  banners?: Pick<ContactFormProps, 'invalidText' | 'failureAutoHide'>;
}) {
  const [state, setState] = useState<MutationState>('default');
  const [values, setValues] = useState(loaded);
  const [answer, setAnswer] = useState(outcome);
  const error =
    state !== 'error'
      ? null
      : answer === 'stale'
        ? new ApiRequestError(409, 'Someone else changed this contact.', 'Contact.StaleChecksum')
        : new ApiRequestError(400, 'Enter an e-mail address like name@example.com.', 'Validation.Email', {
            Field: 'email',
            MessageKey: 'Validation.Email',
          });
  return (
    <ContactForm
      {...banners}
      values={values}
      saveState={state}
      saveError={error}
      onDelete={onDelete}
      reload={async () => {
        // the read answers what the other person saved; the next save goes through
        setValues(theirs);
        setAnswer('success');
      }}
      onSubmit={(next) => {
        onSubmit?.(next);
        setState('loading');
        setTimeout(() => {
          setState(answer === 'success' ? 'success' : 'error');
          if (answer === 'success') setValues(next);
        }, 10);
      }}
    />
  );
}

/** A form whose rule is checked from outside the field (as a switch asks for its threshold). */
function CheckedFromOutside() {
  const form = useFormScreen({
    schema: contactSchema,
    values: { name: '', email: '' },
    saveState: 'default',
    saveError: null,
    onSubmit: () => {},
  });
  return (
    <FormScreenLayout screen={form} label="Store contact" failureFallback="Not saved." asOf={null}>
      <button type="button" onClick={() => void form.form.trigger('name')}>
        Require a name
      </button>
      <TextField label="Contact name" {...form.field('name')} />
    </FormScreenLayout>
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

  it("3-settings §2: a broken rule keeps Save disabled, the bar says so, and Show them brings the invalid-input banner and the field; a refusal's banner vanishes after 3 s", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const invalidText = 'Some fields are not valid: correct them and save again.';
    renderWithProviders(
      <Harness outcome="refused" onSubmit={onSubmit} banners={{ invalidText, failureAutoHide: true }} />,
    );
    const email = screen.getByLabelText('E-mail address');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled());
    const bar = screen.getByRole('toolbar', { name: 'Store contact' });
    expect(within(bar).getByRole('status')).toHaveTextContent('Fix the fields in error to save.');
    await user.click(within(bar).getByRole('button', { name: 'Show them' }));
    expect(await screen.findByText(invalidText)).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(email);
    await user.type(email, 'marco@harbor.example');
    expect(within(bar).getByRole('status')).toHaveTextContent('Unsaved changes');
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByText(invalidText)).toBeNull();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Enter an e-mail address like name@example.com.');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 4500 });
  });

  it('an error goes as soon as the value is valid, before the field is left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CheckedFromOutside />);
    await user.click(screen.getByRole('button', { name: 'Require a name' }));
    const name = screen.getByLabelText('Contact name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('this field is required')).toBeInTheDocument();
    await user.type(name, 'M');
    await waitFor(() => expect(screen.queryByText('this field is required')).toBeNull());
    expect(name).toHaveFocus();
  });

  it('a field keeps its message line: the error comes in the room kept for it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CheckedFromOutside />);
    const name = screen.getByLabelText('Contact name');
    const line = name.closest('[data-part="root"]')?.querySelector('[data-message-line]');
    expect(line).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Require a name' }));
    await waitFor(() => expect(line).toHaveTextContent('this field is required'));
  });

  it('a stale save says someone else changed it; Load the latest version keeps my changes over theirs', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Harness outcome="stale" onSubmit={onSubmit} />);
    const name = screen.getByLabelText(/^Contact name/);
    await user.clear(name);
    await user.type(name, 'Marta Manager');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const stale = await screen.findByRole('alert');
    expect(stale).toHaveTextContent('Someone else changed this after you opened it');
    expect(name).toHaveValue('Marta Manager');
    await user.click(within(stale).getByRole('button', { name: 'Load the latest version' }));
    // their e-mail address, my name, and the form still holds my change to save
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveValue(theirs.email));
    expect(name).toHaveValue('Marta Manager');
    expect(
      screen.getByText(
        'The latest version is loaded and your changes are applied over it. Check them, then save.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Marta Manager', email: theirs.email });
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
  });
});
