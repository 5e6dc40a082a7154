import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { expectNoAxeViolations } from '../../../../test/axe';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import { usePortalData } from '../../../api/portal';
import type { ScreenProps } from '../../../scaffold/screen';
import { signIn } from '../../selection/shared/testSession';
import { StoreConfigurationView } from './StoreConfigurationView';
import { WITHOUT_TICKETS } from '../../../../test/server';
import { phoneFormatterLoaded } from '../../../scaffold/form/phoneField';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };
const PATH = '/settings/store/storeconfiguration';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => server.close());

/** Signs in (on a store, or in the company view), then shows the screen as the shell does. */
/** The screen with the header's store name beside it (the portal data, as the shell's header reads it). */
function WithHeader(props: ScreenProps) {
  const storeName = usePortalData().data?.storeName;
  return (
    <>
      <output aria-label="Header store">{storeName}</output>
      <StoreConfigurationView {...props} />
    </>
  );
}

async function renderScreen(username: string, storeId: number | null) {
  await signIn(server, username);
  if (storeId !== null) await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  return renderPortalScreen(StoreConfigurationView, PATH);
}

const field = (label: string) => screen.findByLabelText(new RegExp(`^${label}`), {}, LOAD);

describe('the store configuration against the real server', () => {
  it('loads the store, formats a phone, saves both records and shows the success banner', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2002);
    const name = await field(text['StoreConfiguration.StoreContName']);
    await waitFor(() => expect(name).toHaveValue('Sasha Shiftlead'), LOAD);
    await user.clear(name);
    await user.type(name, 'Sam Uptown');
    const phone = await field(text['StoreConfiguration.StoreContPhone']);
    await phoneFormatterLoaded();
    await user.clear(phone);
    await user.type(phone, '2075550111');
    expect(phone).toHaveValue('(207) 555-0111');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText(text['Form.Saved'], {}, LOAD)).toBeInTheDocument();
    const [row] = await server.db.query<{ contact_name: string; contact_phone: string; site: string }>(
      `select ss.contact_name, ss.contact_phone, os.primary_contact_name as site
       from store_settings ss join online_ordering_sites os using (store_id) where store_id = 2002`,
    );
    expect(row).toEqual({ contact_name: 'Sam Uptown', contact_phone: '(207) 555-0111', site: 'Sam Uptown' });
    await expectNoAxeViolations(document.body);
  });

  it('a save that moved Address 1 notes the map location; a save that did not, says nothing of it', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2006);
    const address = await field(text['StoreConfiguration.StoreAdd1']);
    await waitFor(() => expect(address).not.toHaveValue(''), LOAD);
    expect(screen.queryByText(text['StoreConfiguration.CoordinatesPending'])).toBeNull();
    await user.type(address, ' B');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    expect(
      await screen.findByText(text['StoreConfiguration.CoordinatesPending'], {}, LOAD),
    ).toBeInTheDocument();
    const name = await field(text['StoreConfiguration.StoreContName']);
    await user.type(name, 'x');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(
      () => expect(screen.queryByText(text['StoreConfiguration.CoordinatesPending'])).toBeNull(),
      LOAD,
    );
  });

  it('a renamed store shows its new name in the header at once', async () => {
    const user = userEvent.setup();
    await signIn(server, 'owner');
    await http.post('Account/SaveStoreContext?StoreId=2002', {});
    renderPortalScreen(WithHeader, PATH);
    const name = await field(text['StoreConfiguration.StoreName']);
    await waitFor(() => expect(name).toHaveValue('Harbor Uptown'), LOAD);
    expect(screen.getByLabelText('Header store')).toHaveTextContent('Harbor Uptown');
    await user.clear(name);
    await user.type(name, 'Harbor Uptown Grill');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(
      () => expect(screen.getByLabelText('Header store')).toHaveTextContent('Harbor Uptown Grill'),
      LOAD,
    );
    await server.db.query("update stores set name = 'Harbor Uptown' where store_id = 2002");
  });

  it('a broken rule keeps Save disabled; its message on the field and the invalid-input banner; nothing is sent', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001);
    const zip = await field(text['StoreConfiguration.StoreZip']);
    await waitFor(() => expect(zip).toHaveValue('04101'), LOAD);
    await user.clear(zip);
    await user.type(zip, '4101');
    // Save waits for a valid form (2-menu §4, 1-foundation §5); the save bar shows what is wrong
    await waitFor(() => expect(screen.getByRole('button', { name: /^Save/ })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: text['Form.ShowErrors'] }));
    expect(await screen.findByText(text['StoreConfiguration.InvalidInput'])).toBeInTheDocument();
    expect(screen.getByText(text['StoreConfiguration.InvalidZip'])).toBeInTheDocument();
    const [row] = await server.db.query<{ zip: string }>(
      'select zip from store_settings where store_id = 2001',
    );
    expect(row.zip).toBe('04101');
  });

  it('the QR code address: required while the QR code is on; switched off, its error goes and the field rests', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001);
    const url = await field(text['StoreConfiguration.QrCodeWebsiteUrl']);
    await waitFor(() => expect(url).toHaveValue('https://harborbistro.example/menu/downtown'), LOAD);
    await user.clear(url);
    await user.type(url, 'menu');
    await user.tab();
    expect(await screen.findByText(text['StoreConfiguration.InvalidQrUrl'])).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: text['StoreConfiguration.IncludeQrCode'] }));
    await waitFor(() => expect(screen.queryByText(text['StoreConfiguration.InvalidQrUrl'])).toBeNull());
    expect(url).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Save/ })).toBeEnabled();
  });

  it('a tip suggestion is a whole percent from 1 to 100', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001);
    const first = await screen.findByLabelText(/^Tip suggestion 1/, {}, LOAD);
    await waitFor(() => expect(first).toHaveValue('18'), LOAD);
    await user.clear(first);
    await user.type(first, '0150');
    expect(first).toHaveValue('150');
    await user.tab();
    expect(await screen.findByText(text['StoreConfiguration.TipSuggestionRange'])).toBeInTheDocument();
    await user.type(first, '{Backspace}');
    await waitFor(() => expect(screen.queryByText(text['StoreConfiguration.TipSuggestionRange'])).toBeNull());
  });

  it('the tip fields follow Display tip suggestion; turning it off clears the message', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001);
    const message = await field(text['StoreConfiguration.TipSuggestionMessage']);
    await waitFor(() => expect(message).toBeEnabled(), LOAD);
    const first = screen.getByLabelText(/^Tip suggestion 1/);
    await user.clear(first);
    await user.type(first, '1x5');
    expect(first).toHaveValue('15');
    await user.click(screen.getByRole('switch', { name: text['StoreConfiguration.DisplayTipSuggestion'] }));
    await waitFor(() => expect(message).toBeDisabled());
    expect(message).toHaveValue('');
    expect(first).toBeDisabled();
  });

  it("the receipt preview shows the store header the server drew from the form's values", async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001);
    const city = await field(text['StoreConfiguration.StoreCity']);
    await waitFor(() => expect(city).toHaveValue('Portland'), LOAD);
    await user.clear(city);
    await user.type(city, 'South <Portland>');
    await user.click(screen.getByRole('button', { name: text['StoreConfiguration.Preview'] }));
    const dialog = await screen.findByRole('dialog', { name: text['StoreConfiguration.PreviewTitle'] }, LOAD);
    const frame = await within(dialog).findByTitle(/^Receipt header of Harbor Downtown/, {}, LOAD);
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('South &lt;Portland&gt;, ME 04101');
    expect(doc).toContain('<h1>Harbor Downtown</h1>');
    await user.click(within(dialog).getByRole('button', { name: text['StoreConfiguration.PreviewClose'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a store user sees the form read-only', async () => {
    await renderScreen('manager', 2001);
    expect(await screen.findByText(text['StoreConfiguration.ReadOnlyNotice'], {}, LOAD)).toBeInTheDocument();
    expect(await field(text['StoreConfiguration.StoreName'])).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it('the company view without a store: no form, a warning with Select Store', async () => {
    await renderScreen('owner', null);
    expect(
      await screen.findByText(text['StoreConfiguration.SelectStoreWarning'], {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text['StoreConfiguration.SelectStore'] })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    await expectNoAxeViolations(document.body);
  });
});
