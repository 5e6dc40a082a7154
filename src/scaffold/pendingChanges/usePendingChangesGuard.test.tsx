import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, Route, Router, Switch, useLocation } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { renderWithProviders } from '../../../test/renderApp';
import { PendingChangesProvider } from './PendingChanges';
import { usePendingChangesGuard } from './usePendingChangesGuard';

/** A tiny form: dirty once something is typed; Save leaves without asking. */
function TinyForm() {
  const [value, setValue] = useState('');
  const [, navigate] = useLocation();
  const { proceed } = usePendingChangesGuard(value !== '');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        proceed(() => navigate('/saved'));
      }}
    >
      <label>
        Name
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <button type="submit">Save</button>
      <Link href="/elsewhere">Elsewhere</Link>
    </form>
  );
}

function renderForm() {
  return renderWithProviders(
    <PendingChangesProvider>
      <Switch>
        <Route path="/form">
          <TinyForm />
        </Route>
        <Route path="/elsewhere">
          <h1>Elsewhere page</h1>
        </Route>
        <Route path="/saved">
          <h1>Saved page</h1>
        </Route>
      </Switch>
    </PendingChangesProvider>,
    { path: '/form' },
  );
}

/** The form under the browser's own history (jsdom's), as the portal runs: Back is a popstate. */
function renderInBrowserHistory() {
  window.history.replaceState(null, '', '/list');
  window.history.pushState(null, '', '/form');
  return renderWithProviders(
    <Router hook={useBrowserLocation}>
      <PendingChangesProvider>
        <Switch>
          <Route path="/form">
            <TinyForm />
          </Route>
          <Route path="/list">
            <h1>List page</h1>
          </Route>
        </Switch>
      </PendingChangesProvider>
    </Router>,
  );
}

describe('1-foundation §4: pending changes', () => {
  it('a clean form navigates at once', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  it('leaving a dirty form asks; cancelling stays, confirming navigates', async () => {
    const { location } = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Soup');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('You have unsaved changes');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location.history?.at(-1)).toBe('/form');
    expect(screen.getByLabelText('Name')).toHaveValue('Soup');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave page' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  it('a save leaves without asking', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Soup');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Saved page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('while dirty, leaving the page asks the browser (beforeunload)', async () => {
    renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), 'Soup');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('the browser Back on a dirty form asks; Stay keeps the page and its history entry, Leave goes back', async () => {
    renderInBrowserHistory();
    await userEvent.type(screen.getByLabelText('Name'), 'Soup');
    const length = window.history.length;
    window.history.back();
    expect(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Soup');
    expect(window.location.pathname).toBe('/form');
    expect(window.history.length).toBe(length);

    window.history.back();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave page' }));
    expect(await screen.findByRole('heading', { name: 'List page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/list');
  });

  it('the browser Back on a clean form goes at once', async () => {
    renderInBrowserHistory();
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'List page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
