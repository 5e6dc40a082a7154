import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import type { FeatureFlags } from '../../../domain/featureFlags';
import { signIn } from '../../selection/shared/testSession';
import { SecurityControlsView } from './SecurityControlsView';
import { WITHOUT_TICKETS } from '../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
  await server.db.exec('create table snap_security as select * from security_controls');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.exec(
    'delete from security_controls; insert into security_controls select * from snap_security',
  );
});

/** Signs in (on a store, or in the company view) and shows the screen with the merchant's flags. */
async function renderScreen(username: string, storeId: number | null) {
  await signIn(server, username);
  if (storeId !== null) await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  const flags = (await http.get<{ Entity: FeatureFlags }>('FeatureFlag/GetFeatureFlags')).Entity;
  return renderPortalScreen(SecurityControlsView, '/employees/securityControls', { flags });
}

const sw = (name: string) => screen.getByRole('switch', { name });
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: text['DesignSystem.Save'] });
const stored = async (storeId: number) =>
  (
    await server.db.query<{
      max_open_checks: number | null;
      max_clear_items: number | null;
      shift: number | null;
    }>(
      'select max_open_checks, max_clear_items, max_shift_amount::float8 as shift from security_controls where store_id = $1',
      [storeId],
    )
  )[0];

describe('security controls against the real server (3-settings §4, §7)', () => {
  it('shows the store’s controls, saves a change and shows the saved values', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001);
    await waitFor(() => expect(box(/^Maximum open checks/)).toHaveValue('25'), LOAD);
    expect(box(/^Maximum refund per shift/)).toHaveValue('500.00');
    expect(saveButton()).toBeDisabled();

    await user.click(sw('Limit clear items'));
    await user.type(box(/^Maximum cleared items/), '7');
    await user.clear(box(/^Maximum refund per shift/));
    await user.type(box(/^Maximum refund per shift/), '320');
    await user.tab();
    expect(box(/^Maximum refund per shift/)).toHaveValue('320.00');
    await user.click(saveButton());
    expect(await screen.findByText(text['Form.Saved'], {}, LOAD)).toBeInTheDocument();
    expect(await stored(2001)).toEqual({ max_open_checks: 25, max_clear_items: 7, shift: 320 });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(box(/^Maximum cleared items/)).toHaveValue('7');
  });

  it('a stale save (someone else saved meanwhile) keeps the changes and saves them over the latest version', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001);
    await waitFor(() => expect(box(/^Maximum open checks/)).toHaveValue('25'), LOAD);
    await server.db.query(
      'update security_controls set concurrency_checksum = concurrency_checksum + 1 where store_id = 2001',
    );
    await user.clear(box(/^Maximum open checks/));
    await user.type(box(/^Maximum open checks/), '30');
    await user.click(saveButton());
    const stale = await screen.findByRole('alert', {}, LOAD);
    expect(stale).toHaveTextContent(text['Form.Stale']);
    expect(box(/^Maximum open checks/)).toHaveValue('30');
    expect((await stored(2001)).max_open_checks).toBe(25);
    await user.click(within(stale).getByRole('button', { name: text['Form.LoadLatest'] }));
    expect(await screen.findByText(text['Form.Reapplied'], {}, LOAD)).toBeInTheDocument();
    expect(box(/^Maximum open checks/)).toHaveValue('30');
    await user.click(saveButton());
    expect(await screen.findByText(text['Form.Saved'], {}, LOAD)).toBeInTheDocument();
    expect((await stored(2001)).max_open_checks).toBe(30);
  });

  it('00012 typed into a count is 12, typed or pasted', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001);
    await waitFor(() => expect(box(/^Maximum open checks/)).toHaveValue('25'), LOAD);
    await user.clear(box(/^Maximum open checks/));
    await user.type(box(/^Maximum open checks/), '00012');
    expect(box(/^Maximum open checks/)).toHaveValue('12');
    await user.clear(box(/^Maximum open checks/));
    await user.paste('00012');
    expect(box(/^Maximum open checks/)).toHaveValue('12');
  });

  it('is read-only in the company view without a store', async () => {
    await renderScreen('owner', null);
    expect(await screen.findByText(text['SecurityControls.ReadOnlyCompany'], {}, LOAD)).toBeInTheDocument();
    expect(sw('Restrict user role overrides')).toBeDisabled();
    expect(screen.queryByRole('button', { name: text['DesignSystem.Save'] })).toBeNull();
  });

  it('is read-only for a store user (not one of the merchant’s admins)', async () => {
    await renderScreen('manager', 2001);
    expect(await screen.findByText(text['SecurityControls.ReadOnlyRole'], {}, LOAD)).toBeInTheDocument();
    expect(box(/^Maximum open checks/)).toBeDisabled();
  });
});
