import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import { signIn } from '../../selection/shared/testSession';
import { UserRolesView } from './UserRolesView';
import { WITHOUT_TICKETS } from '../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => server.close());

describe('the user roles against the real server', () => {
  it('lists the merchant’s roles by rank with their active employees, read-only', async () => {
    await signIn(server, 'owner');
    await http.post('Account/SaveStoreContext?StoreId=2001', {});
    await renderPortalScreen(UserRolesView, '/employees/userroles');
    const table = await screen.findByRole('table', { name: text['UserRoles.GridLabel'] }, LOAD);
    await waitFor(() => expect(within(table).getByText('General Manager')).toBeInTheDocument(), LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toContain('Owner');
    const owner = within(table).getByText('Owner').closest('tr') as HTMLElement;
    expect(within(owner).getAllByText('1')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /add/i })).toBeNull();
  });
});
