import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import { signIn } from '../../selection/shared/testSession';
import { PayCodesView } from './PayCodesView';
import { WITHOUT_TICKETS } from '../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };
const PATH = '/settings/paycodes';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => server.close());

/** Signs in (on a store, or in the company view), then shows the screen as the shell does. */
async function renderScreen(username: string, storeId: number | null) {
  await signIn(server, username);
  if (storeId !== null) await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  return renderPortalScreen(PayCodesView, PATH);
}

const grid = () => screen.findByRole('table', { name: text['PayCode.GridLabel'] }, LOAD);
const row = async (name: string) =>
  (await waitFor(
    () => within(screenGrid()).getByRole('row', { name: new RegExp(`^${name}(\\b|(?=System))`) }),
    LOAD,
  )) as HTMLElement;
const screenGrid = () => screen.getByRole('table', { name: text['PayCode.GridLabel'] });

/** The owner at Harbor Downtown opens the Add modal: the modal and its name field. */
async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await renderScreen('owner', 2001);
  await grid();
  await user.click(screen.getByRole('button', { name: text['PayCode.Add'] }));
  const dialog = await screen.findByRole('dialog', { name: text['PayCode.AddTitle'] }, LOAD);
  return { dialog, name: within(dialog).getByLabelText(new RegExp(`^${text['PayCode.Name']}`)) };
}

describe('the pay codes screen against the real server', () => {
  it('lists SAFEDROP first without edit or delete; the others have both', async () => {
    await renderScreen('owner', 2001);
    await grid();
    const safedrop = await row('SAFEDROP');
    expect(within(safedrop).getByText(text['PayCode.System'])).toBeInTheDocument();
    expect(within(safedrop).queryByRole('button')).toBeNull();
    const rows = within(screenGrid()).getAllByRole('row').slice(1);
    expect(rows[0]).toBe(safedrop);
    const supplies = await row('SUPPLIES');
    expect(within(supplies).getByRole('button', { name: 'Edit SUPPLIES' })).toBeInTheDocument();
    expect(within(supplies).getByRole('button', { name: 'Delete SUPPLIES' })).toBeInTheDocument();
  });

  it('adds a code; the same name in other case is refused on its field', async () => {
    const user = userEvent.setup();
    const { dialog, name } = await openAddDialog(user);
    await user.type(name, 'supplies');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${text['PayCode.Description']}`)), 'Again');
    await user.click(within(dialog).getByRole('button', { name: text['PayCode.Save'] }));
    await waitFor(
      () => expect(name).toHaveAccessibleDescription(/Reason Code with given name already exists/),
      LOAD,
    );

    await user.clear(name);
    await user.type(name, 'Linens');
    await user.selectOptions(within(dialog).getByLabelText(new RegExp(`^${text['PayCode.Type']}`)), '1');
    await user.click(within(dialog).getByRole('button', { name: text['PayCode.Save'] }));
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: text['PayCode.AddTitle'] })).toBeNull(),
      LOAD,
    );
    const linens = await row('Linens');
    expect(within(linens).getByText(text['PayCode.TypePayIn'])).toBeInTheDocument();
  });

  it('a blank name is shown before saving, and Save stays disabled', async () => {
    const user = userEvent.setup();
    const { dialog, name } = await openAddDialog(user);
    await user.type(name, '   ');
    await user.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription(new RegExp(text['PayCode.NameBlank'])));
    expect(within(dialog).getByRole('button', { name: text['PayCode.Save'] })).toBeDisabled();
  });

  it('edits a code, then soft-deletes it after the confirmation', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001);
    await grid();
    await user.click(within(await row('ICE')).getByRole('button', { name: 'Edit ICE' }));
    const dialog = await screen.findByRole('dialog', { name: text['PayCode.EditTitle'] }, LOAD);
    const description = within(dialog).getByLabelText(new RegExp(`^${text['PayCode.Description']}`));
    await user.clear(description);
    await user.type(description, 'Ice for the bar');
    await user.click(within(dialog).getByRole('button', { name: text['PayCode.Save'] }));
    await waitFor(() => expect(within(screenGrid()).getByText('Ice for the bar')).toBeInTheDocument(), LOAD);

    await user.click(within(await row('ICE')).getByRole('button', { name: 'Delete ICE' }));
    const ask = await screen.findByRole('alertdialog', { name: text['PayCode.DeleteTitle'] }, LOAD);
    await user.click(within(ask).getByRole('button', { name: text['PayCode.Delete'] }));
    await waitFor(() => expect(within(screenGrid()).queryByText('Ice for the bar')).toBeNull(), LOAD);
    const [kept] = await server.db.query<{ is_deleted: boolean }>(
      "select is_deleted from pay_in_out_reason_codes where merchant_id = 1001 and name = 'ICE'",
    );
    expect(kept.is_deleted).toBe(true);
  });

  it('hides Add, Edit and Delete in a company view of several sites', async () => {
    await renderScreen('owner', null);
    await grid();
    await row('SUPPLIES');
    expect(screen.getByText(text['PayCode.CompanyViewNotice'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text['PayCode.Add'] })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit SUPPLIES' })).toBeNull();
  });
});
