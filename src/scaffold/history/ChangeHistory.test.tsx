import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDateTime } from '../../../i18n/storeTimeFormat';
import { recordChanges } from '../../../server/db/queries/changeHistory';
import { expectNoAxeViolations } from '../../../test/axe';
import { connectPortalToServer, renderWithProviders } from '../../../test/renderApp';
import type { TestServer } from '../../../test/server';
import { TEST_NOW } from '../../../test/testClock';
import { http } from '../../api/http';
import type { EntityKind } from '../../domain/changeHistory';
import { signIn } from '../../features/selection/shared/testSession';
import { ChangeHistoryPanel } from './ChangeHistoryPanel';
import { LastChangedBy } from './LastChangedBy';
import { useChangeHistory } from './useChangeHistory';

const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());

function History(props: {
  kind: EntityKind;
  id: number | string | null;
  showEntity?: boolean;
  title?: string;
}) {
  const history = useChangeHistory(props.kind, props.id);
  return (
    <>
      <LastChangedBy history={history} />
      <ChangeHistoryPanel history={history} showEntity={props.showEntity} title={props.title} />
    </>
  );
}

const discountId = async (name: string) =>
  (
    await server.db.query<{ discount_id: number }>(
      'select discount_id from discounts where merchant_id = 1001 and name = $1',
      [name],
    )
  )[0].discount_id;

async function openPanel(name: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }, LOAD));
  return user;
}

describe('LastChangedBy and ChangeHistoryPanel against the real server', () => {
  it('a discount: who changed it last and when, and each change with its fields before → after', async () => {
    await signIn(server, 'owner');
    await http.post('Account/SaveStoreContext?StoreId=2001', {});
    renderWithProviders(<History kind="discount" id={await discountId('HAPPY HOUR')} />);
    const [latest] = await server.db.query<{ changed_at: Date }>(
      `select changed_at from change_history where entity_kind = 'discount' and entity_label = 'HAPPY HOUR'
       order by changed_at desc limit 1`,
    );
    expect(
      await screen.findByText(
        `Last changed by Marco Manager, ${storeDateTime(latest.changed_at, 'America/New_York')}`,
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    await openPanel(/^Change history \(3 changes\)/);
    const list = await screen.findByRole('list', { name: 'Change history, newest first' });
    const entries = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(entries).toHaveLength(3);
    expect(within(entries[0]).getByText('Changed')).toBeInTheDocument();
    expect(within(entries[0]).getByText('Show on activity summary charts: no → yes')).toBeInTheDocument();
    expect(within(entries[1]).getByText('Amount: 15.00 → 20.00')).toBeInTheDocument();
    expect(
      within(entries[1]).getByText('Description: Fifteen percent off drinks → Twenty percent off drinks'),
    ).toBeInTheDocument();
    expect(within(entries[1]).getByText(/^Olivia Owner, /)).toBeInTheDocument();
    expect(within(entries[2]).getByText('Created')).toBeInTheDocument();
    expect(within(entries[2]).getByText('Discount type: Percent')).toBeInTheDocument();
    expect(within(entries[2]).getByText('Minimum qualifying amount: $0.00')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('a price list: every member’s price changes, named, with money formatted', async () => {
    await signIn(server, 'owner');
    renderWithProviders(<History kind="priceListPrice" id="" showEntity title="Recent price changes" />);
    expect(await screen.findByText(/^Last changed by Olivia Owner, /, {}, LOAD)).toBeInTheDocument();
    await openPanel(/^Recent price changes \(5 changes\)/);
    const list = await screen.findByRole('list', { name: 'Recent price changes, newest first' });
    expect(within(list).getAllByText('Clam Chowder')).toHaveLength(2);
    expect(within(list).getByText('Price-list price: $8.00 → $7.50')).toBeInTheDocument();
    expect(within(list).getAllByText('Lobster Roll')).toHaveLength(2);
  });

  it('pages the changes, newest first: Older and Newer', async () => {
    await signIn(server, 'owner');
    const id = await discountId('SENIOR 10');
    const [owner] = await server.db.query<{ user_id: number }>(
      "select user_id from users where username = 'owner'",
    );
    await recordChanges(
      server.db,
      Array.from({ length: 12 }, (_, i) => ({
        merchantId: 1001,
        by: { userId: owner.user_id, name: 'Olivia Owner' },
        at: new Date(TEST_NOW.getTime() - (12 - i) * 60_000),
        kind: 'discount' as const,
        entityId: id,
        label: 'SENIOR 10',
        action: 'update' as const,
        before: { DiscountAmount: i },
        after: { DiscountAmount: i + 1 },
      })),
    );
    renderWithProviders(<History kind="discount" id={id} />);
    const user = await openPanel(/^Change history \(12 changes\)/);
    expect(await screen.findByText('Amount: 11.00 → 12.00', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Amount: 1.00 → 2.00', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    // the newest change stays the one "last changed by" names
    expect(screen.getByText(/^Last changed by Olivia Owner, /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(screen.getByText('Amount: 11.00 → 12.00')).toBeInTheDocument());
  });

  it('a record without changes says so; a new record (no id) asks nothing', async () => {
    await signIn(server, 'owner');
    const { unmount } = renderWithProviders(<History kind="discount" id={await discountId('COUPON 2')} />);
    await openPanel(/^Change history \(none yet\)/);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(screen.queryByText(/^Last changed by/)).toBeNull();
    unmount();
    renderWithProviders(<History kind="discount" id={null} />);
    expect(screen.getByRole('button', { name: 'Change history' })).toBeInTheDocument();
  });
});
