import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { signIn } from '../../selection/shared/testSession';
import { LoyaltyTierPricingView } from './LoyaltyTierPricingView';
import { WITHOUT_TICKETS } from '../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
  await server.db.exec(`
    create table snap_lists as select * from tiered_price_lists;
    create table snap_members as select * from tiered_price_list_members;`);
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.exec(`
    delete from tiered_price_list_members;
    delete from tiered_price_lists;
    insert into tiered_price_lists select * from snap_lists;
    insert into tiered_price_list_members select * from snap_members;`);
});

async function renderScreen(search = '', username = 'owner') {
  await signIn(server, username);
  return renderPortalScreen(LoyaltyTierPricingView, '/menu/loyaltytierpricing', { search });
}

const priceOf = (name: string) => screen.getByRole('textbox', { name: `Price-list price of ${name}` });
const saveButton = () => screen.getByRole('button', { name: text['DesignSystem.Save'] });
const nameField = () => screen.getByRole('textbox', { name: /^Program name/ });

async function storedPrice(itemName: string): Promise<number | null> {
  const rows = await server.db.query<{ price: string }>(
    `select p.price::text as price from tiered_price_list_members p join items i using (item_master_id)
     where i.merchant_id = 1001 and i.item_name = $1 and p.item_variation_id = 0`,
    [itemName],
  );
  return rows[0] ? Number(rows[0].price) : null;
}

describe('Loyalty tier pricing against the real server (2-menu §2, §4, §5)', () => {
  // the demo menu has some 300 members: each test opens the grid on the items it reads (`q`, in the URL)
  it('shows the program and its prices; a changed price is rounded on blur and saved', async () => {
    const user = userEvent.setup();
    await renderScreen('?q=Garlic%20Bread');
    await waitFor(() => expect(nameField()).toHaveValue('Harbor Rewards Gold'), LOAD);
    await waitFor(() => expect(priceOf('Garlic Bread')).toHaveValue(''), LOAD);
    expect(saveButton()).toBeDisabled();

    await user.type(priceOf('Garlic Bread'), '5a.555');
    expect(priceOf('Garlic Bread')).toHaveValue('5.555');
    await user.tab();
    expect(priceOf('Garlic Bread')).toHaveValue('5.56');
    expect(screen.getByText('1 price changed')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());

    await user.click(saveButton());
    expect(await screen.findByText(text['Form.Saved'], {}, LOAD)).toBeInTheDocument();
    expect(await storedPrice('Garlic Bread')).toBe(5.56);
    expect(await storedPrice('Clam Chowder')).toBe(7.5);
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('a price typed back to the saved one is no change', async () => {
    const user = userEvent.setup();
    await renderScreen('?q=Clam%20Chowder');
    await waitFor(() => expect(priceOf('Clam Chowder')).toHaveValue('7.50'), LOAD);
    await user.clear(priceOf('Clam Chowder'));
    await user.type(priceOf('Clam Chowder'), '7.5');
    await user.tab();
    expect(priceOf('Clam Chowder')).toHaveValue('7.50');
    expect(screen.queryByText('1 price changed')).toBeNull();
    expect(saveButton()).toBeDisabled();
  });

  it("once saved, the price is the grid's own (typed again it is no change) and there after a reload", async () => {
    const user = userEvent.setup();
    const first = await renderScreen('?q=Garlic%20Bread');
    await waitFor(() => expect(priceOf('Garlic Bread')).toHaveValue(''), LOAD);
    await user.type(priceOf('Garlic Bread'), '4');
    await user.tab();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    expect(await screen.findByText(text['Form.Saved'], {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.clear(priceOf('Garlic Bread'));
    await user.type(priceOf('Garlic Bread'), '4.0');
    await user.tab();
    expect(priceOf('Garlic Bread')).toHaveValue('4.00');
    expect(screen.queryByText('1 price changed')).toBeNull();
    expect(saveButton()).toBeDisabled();

    first.unmount();
    await renderScreen('?q=Garlic%20Bread');
    await waitFor(() => expect(priceOf('Garlic Bread')).toHaveValue('4.00'), LOAD);
  });

  it('the program name rules: required, letters, digits and inner spaces; Save only when valid', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await waitFor(() => expect(nameField()).toHaveValue('Harbor Rewards Gold'), LOAD);
    await user.clear(nameField());
    await user.tab();
    expect(
      await screen.findByText(text['LoyaltyTierPricing.ProgramNameFieldRequiredError']),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(nameField(), 'Crew Club ');
    expect(
      await screen.findByText(text['LoyaltyTierPricing.ProgramNameFieldDoesNotFollowPattern']),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(nameField(), 'Gold and more than thirty characters');
    expect((nameField() as HTMLInputElement).value).toHaveLength(30);
    await user.clear(nameField());
    await user.type(nameField(), 'Crew Club');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(nameField()).toBeValid();
  });

  it('a name that is no campaign of the loyalty provider is refused with the server message; a stale list offers the latest with the name typed over it', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await waitFor(() => expect(nameField()).toHaveValue('Harbor Rewards Gold'), LOAD);
    await user.clear(nameField());
    await user.type(nameField(), 'Platinum Club');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    expect(
      (await screen.findAllByText(text['LoyaltyTierPricing.ProgramNameNotACampaign'], {}, LOAD)).length,
    ).toBeGreaterThan(0);
    expect(nameField()).toBeInvalid();

    // someone else saves the list meanwhile
    await server.db.query('update tiered_price_lists set concurrency_checksum = concurrency_checksum + 1');
    await user.clear(nameField());
    await user.type(nameField(), 'Crew Club');
    await user.click(saveButton());
    const stale = await screen.findByText(text['Form.Stale'], {}, LOAD);
    const [row] = await server.db.query<{ name: string }>(
      'select name from tiered_price_lists where merchant_id = 1001',
    );
    expect(row.name).toBe('Harbor Rewards Gold');
    // the latest list is loaded with the name typed over it
    const notice = stale.closest('[role="alert"]') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: text['Form.LoadLatest'] }));
    expect(await screen.findByText(text['Form.Reapplied'], {}, LOAD)).toBeInTheDocument();
    expect(nameField()).toHaveValue('Crew Club');
  });

  it('filters by type and by item name; the type is in the URL', async () => {
    const user = userEvent.setup();
    const { location } = await renderScreen('?q=Clam%20Chowder');
    const grid = await screen.findByRole('table', { name: text['LoyaltyTierPricing.GridLabel'] }, LOAD);
    await waitFor(() => expect(priceOf('Clam Chowder')).toBeInTheDocument(), LOAD);
    const search = screen.getByRole('searchbox', { name: text['LoyaltyTierPricing.ItemNameFilter'] });
    await user.clear(search);
    await user.selectOptions(screen.getByLabelText(text['LoyaltyTierPricing.TypeFilter']), 'modifier');
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/[?&]type=modifier/));
    await waitFor(() => expect(within(grid).queryByText('Clam Chowder')).toBeNull(), LOAD);
    await user.type(search, 'bacon');
    await waitFor(() => expect(priceOf('Add Bacon')).toHaveValue('2.00'), LOAD);
    await user.clear(search);
    await user.type(search, 'fries');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4), LOAD);
    expect(priceOf('Extra Fries – Large')).toHaveValue('5.00');
  });

  it('says who changed the prices last; a save shows at once in the recent price changes (issue 7 §5)', async () => {
    const user = userEvent.setup();
    await renderScreen('?q=Garlic%20Bread', 'manager');
    expect(await screen.findByText(/^Last changed by Olivia Owner, /, {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(priceOf('Garlic Bread')).toHaveValue(''), LOAD);
    await user.type(priceOf('Garlic Bread'), '4.5');
    await user.tab();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    expect(await screen.findByText(/^Last changed by Marco Manager, /, {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Recent price changes/ }));
    const list = await screen.findByRole('list', { name: 'Recent price changes, newest first' }, LOAD);
    const [newest] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(within(newest).getByText('Garlic Bread')).toBeInTheDocument();
    expect(within(newest).getByText('Price-list price: $4.50')).toBeInTheDocument();
  });
});
