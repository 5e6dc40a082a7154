import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPortalToServer } from '../../test/renderApp';
import type { TestServer } from '../../test/server';
import { Providers } from '../app/Providers';
import { signIn } from '../features/selection/shared/testSession';
import { accountApi } from './account';
import { onApiError } from './http';
import { useApiMutation } from './mutation';
import { usePortalData } from './portal';
import { WITHOUT_TICKETS } from '../../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({}, WITHOUT_TICKETS);
});
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => (
  <Providers brand="default" cache={() => new Map()}>
    {children}
  </Providers>
);

describe('the one mutation hook, against the real server', () => {
  it('a success: loading, then success with the answer; the reads it changes are fetched again', async () => {
    const { requests } = await signIn(server, 'owner');
    const { result } = renderHook(
      () => ({
        portal: usePortalData(),
        save: useApiMutation('Account/SaveStoreContext', accountApi.saveStoreContext, {
          revalidate: ['Portal/'],
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.portal.data).toBeDefined());
    const portalReads = () => requests.filter((r) => r.path === '/Portal/GetPortalData').length;
    const before = portalReads();
    let outcome: Awaited<ReturnType<typeof result.current.save.trigger>> | undefined;
    await act(async () => {
      outcome = await result.current.save.trigger({
        StoreId: 2002,
        StoreCode: 'HB-UT',
        StoreName: 'Harbor Uptown',
        OverrideMerchantId: 1001,
      });
    });
    expect(outcome).toMatchObject({ ok: true, data: { IsSuccessful: true } });
    expect(result.current.save.state).toBe('success');
    await waitFor(() => expect(portalReads()).toBeGreaterThan(before));
    await waitFor(() => expect(result.current.portal.data?.storeName).toBe('Harbor Uptown'));
    act(() => result.current.save.reset());
    expect(result.current.save.state).toBe('default');
  });

  it("a refusal: error state with the server's message; it reaches the global handler unless silent; it never throws", async () => {
    await signIn(server, 'owner');
    const announced: string[] = [];
    const off = onApiError((e) => announced.push(e.message));
    const { result } = renderHook(
      () => ({
        loud: useApiMutation('Account/SaveStoreContext', accountApi.saveStoreContext),
        quiet: useApiMutation('Account/SaveStoreContext', accountApi.saveStoreContext, { silent: true }),
      }),
      { wrapper },
    );
    const foreign = {
      StoreId: 2101,
      StoreCode: 'MB-MS',
      StoreName: 'Maple Main Street',
      OverrideMerchantId: null,
    };
    let outcome: Awaited<ReturnType<typeof result.current.loud.trigger>> | undefined;
    await act(async () => {
      outcome = await result.current.loud.trigger(foreign);
    });
    expect(outcome?.ok).toBe(false);
    expect(result.current.loud.state).toBe('error');
    expect(result.current.loud.error?.status).toBe(403);
    expect(announced).toHaveLength(1);
    await act(async () => {
      await result.current.quiet.trigger(foreign);
    });
    expect(result.current.quiet.state).toBe('error');
    expect(announced).toHaveLength(1);
    off();
  });
});
