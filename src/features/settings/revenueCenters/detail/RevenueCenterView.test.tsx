import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../../i18n/en-US.json';
import { expectNoAxeViolations } from '../../../../../test/axe';
import { connectPortalToServer, renderPortalScreen } from '../../../../../test/renderApp';
import type { TestServer } from '../../../../../test/server';
import { http } from '../../../../api/http';
import { signIn } from '../../../selection/shared/testSession';
import { RevenueCenterView } from './RevenueCenterView';
import { WITHOUT_TICKETS } from '../../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => server.close());

async function renderForm(username: string, storeId: number, revenueCenterId: number) {
  await signIn(server, username);
  await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  return renderPortalScreen(RevenueCenterView, `/settings/revenuecenters/${revenueCenterId}`);
}

const centerId = async (name: string) =>
  (
    await server.db.query<{ revenue_center_id: number }>(
      'select revenue_center_id from revenue_centers where name = $1',
      [name],
    )
  )[0].revenue_center_id;

const saveButton = () => screen.getByRole('button', { name: /^Save/ });

describe('the revenue center form against the real server (3-settings §2, §4, §5, §8)', () => {
  it('adds a center: a store chosen loads its devices and order modes; a taken one cannot be chosen', async () => {
    const user = userEvent.setup();
    const { location } = await renderForm('owner', 2001, 0);
    expect(
      await screen.findByRole('heading', { name: text['RevenueCenter.AddTitle'] }, LOAD),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(`^${text['RevenueCenter.Name']}`)), 'Pier Terrace');
    await user.type(
      screen.getByLabelText(new RegExp(`^${text['RevenueCenter.Description']}`)),
      'Tables on the pier',
    );
    expect(saveButton()).toBeDisabled(); // no store yet (§4)
    const stores = screen.getByRole('region', { name: text['RevenueCenter.AssignStore'] });
    await user.click(within(stores).getByRole('checkbox', { name: 'Select Harbor Pier' }));
    expect(within(stores).getByText('1 selected')).toBeInTheDocument();
    const register2 = await screen.findByRole('checkbox', { name: 'Select Register 2 at Harbor Pier' }, LOAD);
    const register1 = screen.getByRole('checkbox', { name: 'Select Register 1 at Harbor Pier' });
    expect(register1.closest('tr')).toHaveAttribute('aria-disabled', 'true');
    expect(within(register1.closest('tr') as HTMLElement).getByText('Dining Room')).toBeInTheDocument();
    await user.click(register1);
    expect(register1).not.toBeChecked();
    await user.click(register2);
    await user.click(screen.getByRole('checkbox', { name: 'Select Take Out at Harbor Pier' }));
    await expectNoAxeViolations(document.body);
    await user.click(saveButton());
    await waitFor(
      () => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/settings/revenuecenters'),
      LOAD,
    );
    const [row] = await server.db.query<{ devices: string[]; modes: number[] }>(
      `select array(select d.device_name from revenue_center_devices a join store_devices d using (store_device_id)
                    where a.revenue_center_id = rc.revenue_center_id) as devices,
              array(select order_mode_id from revenue_center_order_modes m where m.revenue_center_id = rc.revenue_center_id) as modes
       from revenue_centers rc where rc.name = 'Pier Terrace'`,
    );
    expect(row).toEqual({ devices: ['Register 2'], modes: [2] });
  }, 90_000); // the file's first render (cold chunks), typing and an axe run over three grids

  it('shows the rule of an over-long name or a leading space (TextFieldError)', async () => {
    const user = userEvent.setup();
    await renderForm('owner', 2001, await centerId('Bar'));
    const name = await screen.findByLabelText(new RegExp(`^${text['RevenueCenter.Name']}`), {}, LOAD);
    await waitFor(() => expect(name).toHaveValue('Bar'), LOAD);
    await user.clear(name);
    await user.type(name, 'x'.repeat(26));
    await user.tab();
    expect(await screen.findByText(text['RevenueCenter.TextFieldError'])).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, ' Bar');
    await user.tab();
    expect(await screen.findByText(text['RevenueCenter.TextFieldError'])).toBeInTheDocument();
  });

  it('edits a center; a stale save (someone else saved it) loads their version with my change over it, then saves', async () => {
    const user = userEvent.setup();
    const id = await centerId('Bar');
    const { location } = await renderForm('owner', 2001, id);
    const name = await screen.findByLabelText(new RegExp(`^${text['RevenueCenter.Name']}`), {}, LOAD);
    await waitFor(() => expect(name).toHaveValue('Bar'), LOAD);
    expect(screen.getByRole('heading', { name: text['RevenueCenter.EditTitle'] })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled(); // nothing changed yet
    const description = screen.getByLabelText(new RegExp(`^${text['RevenueCenter.Description']}`));
    await user.clear(description);
    await user.type(description, 'Drinks and small plates');
    // someone else renames it meanwhile
    await server.db.query(
      `update revenue_centers set name = 'Bar Lounge', concurrency_checksum = concurrency_checksum + 1
        where revenue_center_id = $1`,
      [id],
    );
    await user.click(saveButton());
    const stale = await screen.findByRole('alert', {}, LOAD);
    expect(stale).toHaveTextContent(text['Form.Stale']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(stale).getByRole('button', { name: text['Form.LoadLatest'] }));
    await waitFor(() => expect(name).toHaveValue('Bar Lounge'), LOAD);
    expect(description).toHaveValue('Drinks and small plates');
    await user.click(saveButton());
    await waitFor(
      () => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/settings/revenuecenters'),
      LOAD,
    );
    const [row] = await server.db.query<{ name: string; description: string }>(
      'select name, description from revenue_centers where revenue_center_id = $1',
      [id],
    );
    expect(row).toEqual({ name: 'Bar Lounge', description: 'Drinks and small plates' });
  });

  it('a save refused by the server (the center deleted meanwhile) shows the Error modal with a dash line per error', async () => {
    const user = userEvent.setup();
    const id = await centerId('Bar Lounge');
    const { location } = await renderForm('owner', 2001, id);
    const name = await screen.findByLabelText(new RegExp(`^${text['RevenueCenter.Name']}`), {}, LOAD);
    await waitFor(() => expect(name).toHaveValue('Bar Lounge'), LOAD);
    await user.type(name, ' Room');
    await server.db.query('delete from revenue_centers where revenue_center_id = $1', [id]);
    await user.click(saveButton());
    const modal = await screen.findByRole('alertdialog', { name: text['RevenueCenter.ErrorTitle'] }, LOAD);
    expect(modal).toHaveTextContent(`- ${text['RevenueCenter.NotFound']}`);
    await user.click(within(modal).getByRole('button', { name: text['RevenueCenter.OK'] }));
    expect(location.history?.at(-1)).toBe(`/Portal/NewIndex/settings/revenuecenters/${id}`);
  });

  it('a single-store merchant: the store is assigned by itself, no Assign Store grid', async () => {
    await renderForm('marketowner', 2201, 0);
    await screen.findByRole('heading', { name: text['RevenueCenter.AddTitle'] }, LOAD);
    expect(screen.queryByRole('region', { name: text['RevenueCenter.AssignStore'] })).toBeNull();
    expect(
      await screen.findByRole('checkbox', { name: 'Select Register 1 at Corner Market' }, LOAD),
    ).toBeInTheDocument();
  });

  it('at company level the form is the list’s warning, not an editor (§2)', async () => {
    await signIn(server, 'owner');
    renderPortalScreen(RevenueCenterView, '/settings/revenuecenters/0');
    expect(await screen.findByText(text['RevenueCenter.CompanyLevelWarning'], {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('blocks adding when no device and no order mode is free (§8)', async () => {
    await server.db.query(
      `insert into revenue_centers (merchant_id, name, description) values (1003, 'Everything', 'Takes it all')`,
    );
    const id = await centerId('Everything');
    await server.db.query(
      'insert into revenue_center_stores (revenue_center_id, store_id) values ($1, 2201)',
      [id],
    );
    await server.db.query(
      `insert into revenue_center_devices (store_device_id, store_id, revenue_center_id)
       select store_device_id, store_id, $1 from store_devices where store_id = 2201`,
      [id],
    );
    await server.db.query(
      `insert into revenue_center_order_modes (store_id, order_mode_id, revenue_center_id)
       select store_id, order_mode_id, $1 from store_order_modes where store_id = 2201`,
      [id],
    );
    const user = userEvent.setup();
    const { location } = await renderForm('marketowner', 2201, 0);
    const modal = await screen.findByRole('alertdialog', { name: text['RevenueCenter.AddTitle'] }, LOAD);
    expect(modal).toHaveTextContent(text['RevenueCenter.NothingToAdd']);
    await user.click(within(modal).getByRole('button', { name: text['RevenueCenter.OK'] }));
    await waitFor(
      () => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/settings/revenuecenters'),
      LOAD,
    );
  });
});
