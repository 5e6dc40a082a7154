import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectPortalToServer, newBrowserSession } from '../../test/renderApp';
import type { TestServer } from '../../test/server';
import { App } from './App';
import { VERSION_PLACEHOLDER } from './pageAnswers';
import { renderLoginPage } from './prerender';
import { WITHOUT_TICKETS } from '../../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({}, WITHOUT_TICKETS);
});
afterAll(() => server.close());
beforeEach(() => newBrowserSession(server));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-brand');
});

/** The page as the server sends it: the brand on <html>, the version in its meta and in the markup. */
function serveLoginPage(brand: 'default' | 'bank') {
  document.documentElement.setAttribute('data-brand', brand);
  const meta = document.createElement('meta');
  meta.name = 'backroom:version';
  meta.content = server.config.version;
  document.head.append(meta);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderLoginPage(brand).replaceAll(VERSION_PLACEHOLDER, server.config.version);
  document.body.append(container);
  return container;
}

describe('the login page prerendered by the build', () => {
  it.each(['default', 'bank'] as const)(
    '%s brand: hydrates the same markup with no warning, then shows the remembered username',
    async (brand) => {
      const errors = vi.spyOn(console, 'error');
      const warnings = vi.spyOn(console, 'warn');
      localStorage.setItem('rememberMe', 'true');
      localStorage.setItem('username', 'marketowner');
      const container = serveLoginPage(brand);
      const usernameBefore = container.querySelector('input[name="username"]');
      expect(usernameBefore).toHaveValue('');
      expect(container).toHaveTextContent(`Version ${server.config.version}`);

      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App cache={() => new Map()} />
          </StrictMode>,
        );
      });

      const username = screen.getByLabelText(/^Username or email/);
      await waitFor(() => expect(username).toHaveValue('marketowner'));
      // the same element: React took the markup over instead of rendering it again
      expect(username).toBe(usernameBefore);
      expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
      expect(screen.getByLabelText(/^Password/)).toHaveFocus();
      expect(screen.getByText(`Version ${server.config.version}`)).toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    },
  );

  it('keeps what was typed into the page before its script took it over', async () => {
    const container = serveLoginPage('default');
    const typed = (name: string, value: string) => {
      const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (input) input.value = value;
    };
    typed('username', 'marketowner');
    typed('password', 'Backroom#2026');
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App cache={() => new Map()} />
        </StrictMode>,
      );
    });
    expect(screen.getByLabelText(/^Username or email/)).toHaveValue('marketowner');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Backroom#2026');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
