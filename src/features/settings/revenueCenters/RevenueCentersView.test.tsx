import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { expectNoAxeViolations } from '../../../../test/axe';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import { captureSavedFiles } from '../../../../test/savedFiles';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import { REVENUE_CENTER_CSV_COLUMNS } from '../../../domain/revenueCenter';
import { signIn } from '../../selection/shared/testSession';
import { RevenueCentersView } from './RevenueCentersView';
import { WITHOUT_TICKETS } from '../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => server.close());

/** Signs in (on a store, or at company level), then shows the list as the shell does. */
async function renderList(username: string, storeId: number | null) {
  await signIn(server, username);
  if (storeId !== null) await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  return renderPortalScreen(RevenueCentersView, '/settings/revenuecenters');
}

const center = (name: string) => screen.findByRole('region', { name }, LOAD);

describe('the revenue centers list against the real server (3-settings §2)', () => {
  const saved = captureSavedFiles();

  it('shows one grid per center with the count, Show All beyond 3 stores, and the whole list in a popover', async () => {
    const user = userEvent.setup();
    await renderList('owner', 2001);
    expect(await screen.findByRole('heading', { name: 'Revenue Centers (3)' }, LOAD)).toBeInTheDocument();
    const dining = await center('Dining Room');
    const grid = within(dining).getByRole('table');
    expect(
      within(grid).getByRole('columnheader', { name: text['RevenueCenter.StoreColumn'] }),
    ).toBeInTheDocument();
    // the external id on the first row only
    expect(within(grid).getAllByText('HB-DINING')).toHaveLength(1);
    expect(within(grid).getAllByRole('row')).toHaveLength(4); // the header and 3 stores
    await user.click(within(dining).getByRole('button', { name: 'Show All stores of Dining Room' }));
    expect(within(grid).getAllByRole('row')).toHaveLength(5);
    expect(within(dining).getByRole('button', { name: 'Hide stores of Dining Room' })).toBeInTheDocument();
    const bar = await center('Bar');
    expect(within(bar).getByRole('button', { name: 'Show All stores of Bar' })).toBeDisabled();
    const patio = await center('Patio');
    await user.click(within(patio).getByRole('button', { name: /^Register 1, Reg…/ }));
    const popover = await screen.findByRole('dialog', { name: 'Devices at Harbor Seaside' });
    expect(popover).toHaveTextContent('Register 1, Register 2');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: text['RevenueCenter.DownloadAll'] })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  }, 60_000); // the file's first render (cold chunks) and an axe run over three grids

  it('downloads a center as download.csv with §3’s columns, one row per device and order mode', async () => {
    const user = userEvent.setup();
    await renderList('owner', 2001);
    const bar = await center('Bar');
    await user.click(within(bar).getByRole('button', { name: 'Download Bar' }));
    await waitFor(() => expect(saved).toHaveLength(1), LOAD);
    expect(saved[0].name).toBe('download.csv');
    const lines = (await saved[0].blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(REVENUE_CENTER_CSV_COLUMNS.join(','));
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 10).join('|'))).toEqual([
      expect.stringMatching(/^Bar\|HB-BAR\|1001\|2001\|Harbor Downtown\|Register 2\|\d+\|\|$/),
      'Bar|HB-BAR|1001|2001|Harbor Downtown|||2|Take Out',
      expect.stringMatching(/^Bar\|HB-BAR\|1001\|2002\|Harbor Uptown\|Register 2\|\d+\|\|$/),
    ]);
  });

  it('deletes a center after a confirmation naming it', async () => {
    const user = userEvent.setup();
    await renderList('owner', 2001);
    const patio = await center('Patio');
    await user.click(within(patio).getByRole('button', { name: 'Delete Patio' }));
    const dialog = await screen.findByRole('alertdialog', { name: text['RevenueCenter.DeleteTitle'] }, LOAD);
    expect(dialog).toHaveTextContent('Are you sure you want to delete the revenue center Patio?');
    await user.click(within(dialog).getByRole('button', { name: text['RevenueCenter.OK'] }));
    expect(await screen.findByRole('heading', { name: 'Revenue Centers (2)' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Patio' })).toBeNull();
  });

  it('a multi-store merchant at company level sees the warning instead of the list (§6)', async () => {
    await renderList('owner', null);
    expect(await screen.findByText(text['RevenueCenter.CompanyLevelWarning'], {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text['RevenueCenter.Add'] })).toBeNull();
  });

  it('a single-store merchant without centers: the empty state with its description and Add, no store column', async () => {
    await renderList('marketowner', 2201);
    expect(await screen.findByText(text['RevenueCenter.EmptyDescription'], {}, LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: text['RevenueCenter.Add'] })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Revenue Centers (0)' })).toBeInTheDocument();
  });
});
