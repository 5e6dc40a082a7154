import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../../test/renderApp';
import type { TestServer } from '../../../../../test/server';
import { http } from '../../../../api/http';
import { fallbackFeatureFlags } from '../../../../domain/featureFlags';
import { signIn } from '../../../selection/shared/testSession';
import { DiscountView } from './DiscountView';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());

const idOf = async (name: string) =>
  (
    await server.db.query<{ discount_id: number }>(
      'select discount_id from discounts where name = $1 and merchant_id = 1001',
      [name],
    )
  )[0].discount_id;

/** Signs in on a store, then shows a discount's detail as the shell does (cash discount flag on). */
async function renderDetail(username: string, storeId: number, discountId: number) {
  await signIn(server, username);
  await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  return renderPortalScreen(DiscountView, `/menu/discounts/${discountId}`, {
    flags: { ...fallbackFeatureFlags(), cashDiscount: true },
  });
}

const field = (name: string) => screen.findByLabelText(new RegExp(`^${name}`), {}, LOAD);

describe('the discount detail against the real server', () => {
  it('a new discount: a rule broken is shown on its field, fixed, saved, and the list is back', async () => {
    const user = userEvent.setup();
    const { location } = await renderDetail('owner', 2001, 0);
    await user.type(await field(text['Discount.Name']), 'TEAM LUNCH');
    await user.type(await field(text['Discount.Description']), 'Team lunch fifteen percent');
    const amount = await field(text['Discount.PercentOff']);
    await user.type(amount, '150');
    await user.tab();
    expect(await screen.findByText(text['Discount.PercentageRangeError'])).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '15');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(text['Discount.PercentageRangeError'])).toBeNull());
    expect(
      within(screen.getByRole('list', { name: text['Discount.StoreAssignment'] })).getByText(
        text['Stores.AllStores'],
      ),
    );
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/menu/discounts'), LOAD);
    const rows = await server.db.query<{ discount_amount: string; stores: number }>(
      `select discount_amount::text, (select count(*)::int from discount_stores ds where ds.discount_id = d.discount_id) as stores
       from discounts d where name = 'TEAM LUNCH'`,
    );
    expect(rows).toEqual([{ discount_amount: '15.00', stores: 5 }]);
  });

  it('auto apply to cash tender is refused before saving, each line prefixed by its store', async () => {
    const user = userEvent.setup();
    await renderDetail('owner', 2001, 0);
    await user.type(await field(text['Discount.Name']), 'CASH TWO');
    await user.type(await field(text['Discount.Description']), 'Two percent off cash');
    await user.type(await field(text['Discount.PercentOff']), '2');
    await user.click(screen.getByRole('checkbox', { name: text['Discount.AutoApplyCashTender'] }));
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    const modal = await screen.findByRole(
      'alertdialog',
      { name: text['Discount.AutoApplyErrorModalTitle'] },
      LOAD,
    );
    expect(
      within(modal).getByText(`Harbor Downtown: ${text['Discount.AutoApplyCashDiscountExistsErr']}`),
    ).toBeInTheDocument();
    expect(
      within(modal).getByText(`Harbor Pier: ${text['Discount.AutoApplyCashDiscountCCSurchargeEnabledErr']}`),
    ).toBeInTheDocument();
    expect(await server.db.query("select 1 from discounts where name = 'CASH TWO'")).toEqual([]);
  });

  it('an existing discount: the name is locked; Delete asks, then deletes and goes back', async () => {
    const user = userEvent.setup();
    const id = await idOf('COUPON 2');
    const { location } = await renderDetail('owner', 2001, id);
    expect(await field(text['Discount.Name'])).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: text['Discount.ShowOnActivitySummary'] })).not.toBeChecked();
    expect(screen.getByRole('button', { name: text['Discount.Duplicate'] })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text['Discount.Delete'] }));
    const ask = await screen.findByRole('alertdialog', { name: text['Discount.DeleteTitle'] }, LOAD);
    await user.click(within(ask).getByRole('button', { name: text['Discount.Delete'] }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/menu/discounts'), LOAD);
    expect(await server.db.query('select is_deleted from discounts where discount_id = $1', [id])).toEqual([
      { is_deleted: true },
    ]);
  });

  it('the owner assigns stores in the modal: chips follow, saving keeps only those stores', async () => {
    const user = userEvent.setup();
    const id = await idOf('LOYALTY 5');
    const { location } = await renderDetail('owner', 2001, id);
    const chips = await screen.findByRole('list', { name: text['Discount.StoreAssignment'] }, LOAD);
    expect(within(chips).getByText(text['Stores.AllStores'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text['Discount.AssignStores'] }));
    const dialog = await screen.findByRole('dialog', { name: text['Discount.AssignStoresTitle'] }, LOAD);
    expect(within(dialog).getByText(text['Discount.AssignStoresWarning'])).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: text['Stores.AllStores'] }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Harbor Uptown' }, LOAD));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Harbor Pier' }));
    await user.click(within(dialog).getByRole('button', { name: text['Stores.Apply'] }));
    await waitFor(() => expect(within(chips).getByText('Harbor Uptown')).toBeInTheDocument());
    expect(within(chips).getByText('Harbor Pier')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/menu/discounts'), LOAD);
    const rows = await server.db.query<{ store_id: number }>(
      'select store_id from discount_stores where discount_id = $1 order by store_id',
      [id],
    );
    expect(rows.map((r) => r.store_id)).toEqual([2002, 2006]);
  });

  it('a multi-store user who is not enterprise-level: no Delete, most fields read-only, POS active free', async () => {
    const user = userEvent.setup();
    const id = await idOf('SENIOR 10');
    const { location } = await renderDetail('shiftlead', 2002, id);
    expect(await field(text['Discount.Description'])).toBeDisabled();
    expect(screen.queryByRole('button', { name: text['Discount.Delete'] })).toBeNull();
    const posActive = screen.getByRole('checkbox', { name: text['Discount.PosActive'] });
    expect(posActive).toBeEnabled();
    await waitFor(() => expect(posActive).toBeChecked());
    await user.click(posActive);
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/menu/discounts'), LOAD);
    expect(
      await server.db.query(
        'select store_id, pos_active from discount_stores where discount_id = $1 order by store_id',
        [id],
      ),
    ).toContainEqual({ store_id: 2002, pos_active: false });
  });

  it('says who changed it last and lists its history; a save shows at once as the newest change', async () => {
    const user = userEvent.setup();
    const id = await idOf('HAPPY HOUR');
    const { location } = await renderDetail('owner', 2001, id);
    expect(await screen.findByText(/^Last changed by Marco Manager, /, {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Change history \(3 changes\)/ }));
    expect(await screen.findByText('Amount: 15.00 → 20.00')).toBeInTheDocument();
    const description = await field(text['Discount.Description']);
    await user.clear(description);
    await user.type(description, 'Twenty percent off every drink');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/Portal/NewIndex/menu/discounts'), LOAD);
    expect(await screen.findByText(/^Last changed by Olivia Owner, /, {}, LOAD)).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Description: Twenty percent off drinks → Twenty percent off every drink',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
  });
});
