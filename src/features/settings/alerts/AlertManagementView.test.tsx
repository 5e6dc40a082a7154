import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import { signIn } from '../../selection/shared/testSession';
import { AlertManagementView } from './AlertManagementView';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };
const PATH = '/settings/store/alertmanagement';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());

async function renderScreen(storeId: number | null) {
  await signIn(server, 'owner');
  if (storeId !== null) await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  return renderPortalScreen(AlertManagementView, PATH);
}

const sales = text['AlertManagement.Alert1'];
const priceOverride = text['AlertManagement.Alert2'];
const switchOf = (alert: string) =>
  screen.findByRole('switch', { name: text['AlertManagement.SubscribeTo'].replace('{alert}', alert) }, LOAD);
const thresholdOf = (alert: string) =>
  screen.getByLabelText(
    new RegExp(`^${text['AlertManagement.ThresholdOf'].replace('{alert}', alert).replace(/[()%]/g, '.')}`),
  );
const save = () => screen.getByRole('button', { name: /^Save/ });

describe('the alert management screen against the real server', () => {
  it('shows the store’s alerts; a threshold is active only while its switch is on', async () => {
    await renderScreen(2001);
    expect(await switchOf(sales)).toBeChecked();
    expect(thresholdOf(sales)).toHaveValue('10');
    expect(await switchOf(priceOverride)).not.toBeChecked();
    expect(thresholdOf(priceOverride)).toBeDisabled();
    expect(save()).toBeDisabled();
  });

  it('a bad threshold shows its message and keeps Save disabled; a good one saves', async () => {
    const user = userEvent.setup();
    await renderScreen(2005);
    await user.click(await switchOf(priceOverride));
    const field = thresholdOf(priceOverride);
    expect(field).toBeEnabled();
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(new RegExp(text['AlertManagement.EmptyError'])),
    );
    expect(save()).toBeDisabled();
    await user.type(field, '30');
    await user.tab();
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(new RegExp(text['AlertManagement.PercentageError'])),
    );
    expect(save()).toBeDisabled();
    await user.clear(field);
    await user.type(field, '12');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await screen.findByText(text['Form.Saved'], undefined, LOAD);
    const rows = await server.db.query<{ subscription_status: number; percent_threshold: number }>(
      'select subscription_status, percent_threshold from store_alert_subscriptions where store_id = 2005 and alert_definition_id = 2',
    );
    expect(rows).toEqual([{ subscription_status: 1, percent_threshold: 12 }]);
  });

  it('is read-only in a company view of several sites', async () => {
    await renderScreen(null);
    await screen.findByText(text['AlertManagement.CompanyViewNotice'], undefined, LOAD);
    expect(await switchOf(sales)).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });
});
