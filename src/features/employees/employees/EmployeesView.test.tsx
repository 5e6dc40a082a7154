import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import { recordScrollsIntoView } from '../../../../test/scrolling';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import { signIn } from '../../selection/shared/testSession';
import { EmployeesView } from './EmployeesView';
import { WITHOUT_TICKETS } from '../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => server.close());

async function renderList(username: string, storeId: number) {
  await signIn(server, username);
  await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  return renderPortalScreen(EmployeesView, '/employees/employees');
}

const grid = () => screen.findByRole('table', { name: text['Employees.GridLabel'] }, LOAD);
const label = (key: string) => new RegExp(`^${text[key]}`);

describe('the employee list against the real server', () => {
  it('lists the store’s employees with role, active and last clock-in; adds one with a PIN; a used PIN is refused', async () => {
    const user = userEvent.setup();
    await renderList('owner', 2001);
    const table = await grid();
    await waitFor(() => expect(within(table).getByText('Casey Carver')).toBeInTheDocument(), LOAD);
    const casey = within(table).getByText('Casey Carver').closest('tr') as HTMLElement;
    expect(within(casey).getByText('Server')).toBeInTheDocument();
    expect(within(casey).getByText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
    const quinn = within(table).getByText('Quinn Avery').closest('tr') as HTMLElement;
    expect(within(quinn).getByText(text['Employees.ActiveNo'])).toBeInTheDocument();

    const addButton = screen.getByRole('button', { name: text['Employees.Add'] });
    await waitFor(() => expect(addButton).toBeEnabled(), LOAD);
    await user.click(addButton);
    const dialog = await screen.findByRole('dialog', { name: text['Employees.AddTitle'] }, LOAD);
    await user.type(within(dialog).getByLabelText(label('Employees.FirstName')), 'Robin');
    await user.type(within(dialog).getByLabelText(label('Employees.LastName')), 'Quayle');
    await user.selectOptions(within(dialog).getByLabelText(label('Employees.Role')), 'Bartender');
    expect(within(dialog).getByRole('checkbox', { name: 'Harbor Downtown' })).toBeChecked();
    // Casey Carver's PIN at Harbor Downtown
    await user.type(within(dialog).getByLabelText(label('Employees.Pin')), '1111');
    const scrolls = recordScrollsIntoView();
    await user.click(within(dialog).getByRole('button', { name: text['Employees.Save'] }));
    await waitFor(
      () => expect(within(dialog).getAllByText(text['Employees.PinInUse'])).toHaveLength(1),
      LOAD,
    );
    const pin = within(dialog).getByLabelText(label('Employees.Pin'));
    // the PIN has the focus, and its error is brought into view with it (not left under the footer)
    expect(pin).toHaveFocus();
    await waitFor(() =>
      expect(scrolls.scrolled.map((e) => e.textContent)).toEqual([text['Employees.PinInUse']]),
    );
    scrolls.restore();
    await user.clear(pin);
    await user.type(pin, '90817');
    await user.click(within(dialog).getByRole('button', { name: text['Employees.Save'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    await waitFor(() => expect(within(table).getByText('Robin Quayle')).toBeInTheDocument(), LOAD);
  });

  it('a manager is offered only roles at or below their rank and may not open the owner', async () => {
    const user = userEvent.setup();
    await renderList('manager', 2001);
    const table = await grid();
    await waitFor(() => expect(within(table).getByText('Olivia Owner')).toBeInTheDocument(), LOAD);
    await user.click(within(table).getByText('Olivia Owner'));
    const info = await screen.findByRole('dialog', { name: 'Olivia Owner' }, LOAD);
    expect(within(info).getByText(text['Employees.RoleAboveRank'])).toBeInTheDocument();
    // the footer's Close (the dialog's own close button has the same name)
    const closes = within(info).getAllByRole('button', { name: text['Employees.Close'] });
    await user.click(closes[closes.length - 1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);

    await user.click(within(table).getByText('Devon Dunn'));
    const dialog = await screen.findByRole('dialog', { name: text['Employees.EditTitle'] }, LOAD);
    const roles = within(within(dialog).getByLabelText(label('Employees.Role')))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(roles).toContain('General Manager');
    expect(roles).not.toContain('Owner');
    await user.click(within(dialog).getByRole('button', { name: text['Employees.Deactivate'] }));
    const confirm = await screen.findByRole('alertdialog', { name: text['Employees.DeactivateTitle'] }, LOAD);
    await user.click(within(confirm).getByRole('button', { name: text['Employees.Deactivate'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), LOAD);
    const devon = () => within(table).getByText('Devon Dunn').closest('tr') as HTMLElement;
    await waitFor(
      () => expect(within(devon()).getByText(text['Employees.ActiveNo'])).toBeInTheDocument(),
      LOAD,
    );
  });
});
