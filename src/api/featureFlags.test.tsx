import { render, screen } from '@testing-library/react';
import type { Cache } from 'swr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPortalToServer } from '../../test/renderApp';
import type { TestServer } from '../../test/server';
import { Providers } from '../app/Providers';
import { signIn } from '../features/selection/shared/testSession';
import { useFeatureFlags } from './featureFlags';
import { setFetch } from './http';

const LOAD = { timeout: 15_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer();
});
afterAll(() => server.close());

function Flags() {
  const { flags, isLoading } = useFeatureFlags();
  return <output aria-busy={isLoading}>{flags.posTransactionsPage ? 'newer page' : 'classic page'}</output>;
}

/** The flags read again over the same cache (a reload that finds the answers kept on the device). */
async function readAgain(cache: Map<string, unknown>, failing: () => Promise<Response>) {
  const { browserFetch } = await signIn(server, 'owner');
  const first = render(
    <Providers brand="default" cache={() => cache as Cache}>
      <Flags />
    </Providers>,
  );
  expect(await screen.findByText('newer page', {}, LOAD)).toBeInTheDocument();
  first.unmount();
  setFetch(failing);
  try {
    render(
      <Providers brand="default" cache={() => cache as Cache}>
        <Flags />
      </Providers>,
    );
    // the kept answer shows at once; what the new read brings is then shown
    await new Promise((r) => setTimeout(r, 300));
    return screen.getByRole('status').textContent;
  } finally {
    setFetch(browserFetch);
  }
}

describe('2-menu §4, §8: the feature flags', () => {
  it('the flag service failing turns every flag off', async () => {
    const text = await readAgain(new Map(), async () => new Response('down', { status: 500 }));
    expect(text).toBe('classic page');
  });

  it('without the network the flags kept on this device stay (a newer screen stays newer offline)', async () => {
    const text = await readAgain(new Map(), async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(text).toBe('newer page');
  });
});
