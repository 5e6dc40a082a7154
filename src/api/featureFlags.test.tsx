import { act, render, screen, waitFor } from '@testing-library/react';
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

/**
 * The flags read again over the same cache (a reload that finds the answers kept on the device),
 * with the flag service answering `failing`: returns once that answer has come and what it leaves is
 * rendered.
 */
async function readAgain(cache: Map<string, unknown>, failing: () => Promise<Response>) {
  const { browserFetch } = await signIn(server, 'owner');
  const first = render(
    <Providers brand="default" cache={() => cache as Cache}>
      <Flags />
    </Providers>,
  );
  expect(await screen.findByText('newer page', {}, LOAD)).toBeInTheDocument();
  first.unmount();
  let answered = false;
  setFetch(async () => {
    try {
      return await failing();
    } finally {
      answered = true;
    }
  });
  try {
    render(
      <Providers brand="default" cache={() => cache as Cache}>
        <Flags />
      </Providers>,
    );
    // the kept answer shows at once; what the new read brings is then shown
    expect(screen.getByRole('status')).toHaveTextContent('newer page');
    await waitFor(() => expect(answered).toBe(true), LOAD);
  } finally {
    setFetch(browserFetch);
  }
}

describe('2-menu §4, §8: the feature flags', () => {
  it('the flag service failing turns every flag off', async () => {
    await readAgain(new Map(), async () => new Response('down', { status: 500 }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('classic page'), LOAD);
  });

  it('without the network the flags kept on this device stay (a newer screen stays newer offline)', async () => {
    await readAgain(new Map(), async () => {
      throw new TypeError('Failed to fetch');
    });
    // the failed read has been heard of (a turn for SWR to take it in): the kept flags stay
    await act(async () => {});
    expect(screen.getByRole('status')).toHaveTextContent('newer page');
  });
});
