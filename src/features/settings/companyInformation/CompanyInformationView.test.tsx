import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { DISGUISED_EXE, PNG_1X1 } from '../../../../test/logoFiles';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import { signIn } from '../../selection/shared/testSession';
import { CompanyInformationView } from './CompanyInformationView';
import { WITHOUT_TICKETS } from '../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };
const PATH = '/settings/companyinformation/info';

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => server.close());

/** Signs in (on a store when given, otherwise the company view) and shows the screen. */
async function renderScreen(username: string, storeId?: number) {
  await signIn(server, username);
  if (storeId !== undefined) await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  return renderPortalScreen(CompanyInformationView, PATH);
}

const field = (label: string) => screen.findByLabelText(new RegExp(`^${label}`), {}, LOAD);

describe('company information against the real server', () => {
  it('in the company view: a broken rule shows on its field; a change is saved', async () => {
    const user = userEvent.setup();
    await renderScreen('owner');
    const city = await field(text['CompanyInfo.City']);
    expect(city).toHaveValue('Portland');
    expect(await field(text['CompanyInfo.BusinessType'])).toBeDisabled();
    await user.clear(city);
    await user.tab();
    expect(await screen.findByText(text['CompanyInfo.Required'])).toBeInTheDocument();
    await user.type(city, 'Falmouth');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(async () => {
      const [row] = await server.db.query<{ co_city: string }>(
        'select co_city from merchant_company where merchant_id = 1001',
      );
      expect(row.co_city).toBe('Falmouth');
    }, LOAD);
  });

  it("a new country's states come after the debounce; the state is chosen again, called as the country calls it", async () => {
    const user = userEvent.setup();
    await renderScreen('owner');
    const country = await field(text['CompanyInfo.Country']);
    expect(await field(text['Address.State'])).toHaveValue('ME');
    await user.selectOptions(country, 'Canada');
    // Canada's regions are provinces
    const state = await field(text['Address.Province']);
    expect(state).toHaveValue('');
    await waitFor(() => expect(within(state).getByRole('option', { name: 'Ontario' })).toBeInTheDocument(), {
      timeout: 5000,
    });
  });

  it('Discard after another country puts back the saved country with its state, chosen', async () => {
    const user = userEvent.setup();
    await renderScreen('owner');
    const country = await field(text['CompanyInfo.Country']);
    await user.selectOptions(country, 'Canada');
    const state = await field(text['Address.Province']);
    await waitFor(() => expect(within(state).getByRole('option', { name: 'Ontario' })).toBeInTheDocument(), {
      timeout: 5000,
    });
    await user.selectOptions(country, 'United Kingdom');
    expect(await field(text['Address.County'])).toBe(state);
    await user.click(screen.getByRole('button', { name: text['DesignSystem.Discard'] }));
    await user.click(await screen.findByRole('button', { name: text['DiscardChanges.Discard'] }));
    await waitFor(() => expect(country).toHaveValue('840'));
    await waitFor(() => expect(state).toHaveValue('ME'));
    expect(within(state).getByRole('option', { name: 'Maine' })).toBeInTheDocument();
  });

  it('the logo: a disguised file is refused before sending; a PNG is uploaded, shown and deleted after the question', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderScreen('owner');
    const picker = await field(text['CompanyInfo.UploadLogo']);
    await user.upload(picker, new File([DISGUISED_EXE], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(text['CompanyInfo.LogoFileTypeError'])).toBeInTheDocument();
    await user.upload(
      await field(text['CompanyInfo.UploadLogo']),
      new File([PNG_1X1], 'logo.png', { type: 'image/png' }),
    );
    const preview = await screen.findByRole('img', { name: /logo$/ }, LOAD);
    expect(preview.getAttribute('src')).toMatch(/Company\/MerchantLogo\?merchantId=1001&v=\d+$/);
    await user.click(screen.getByRole('button', { name: text['CompanyInfo.DeleteLogo'] }));
    const dialog = await screen.findByRole('alertdialog', {}, LOAD);
    expect(within(dialog).getByText(text['CompanyInfo.DeleteLogoMessage'])).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text['CompanyInfo.DeleteLogo'] }));
    expect(await screen.findByText(text['CompanyInfo.NoLogo'], {}, LOAD)).toBeInTheDocument();
  });

  it('in a store view every field is read-only, with the reason, and no logo picker', async () => {
    await renderScreen('owner', 2001);
    expect(await screen.findByText(text['CompanyInfo.ReadOnlyNotice'], {}, LOAD)).toBeInTheDocument();
    expect(await field(text['CompanyInfo.BusinessName'])).toBeDisabled();
    expect(screen.queryByLabelText(new RegExp(`^${text['CompanyInfo.UploadLogo']}`))).toBeNull();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });
});
