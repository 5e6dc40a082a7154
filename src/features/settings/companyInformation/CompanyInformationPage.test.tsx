import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  countriesFixture,
  harborCompanyFixture,
  industriesFixture,
  usStatesFixture,
} from '../../../../stories/pages/companyInformationFixtures';
import { expectNoAxeViolations } from '../../../../test/axe';
import { renderWithProviders } from '../../../../test/renderApp';
import { CompanyInformationPage } from './CompanyInformationPage';
import { LogoPanel } from './LogoPanel';

const noop = () => {};

function renderPage(readOnly: boolean, logoUrl = '') {
  renderWithProviders(
    <CompanyInformationPage
      values={harborCompanyFixture}
      countries={countriesFixture}
      states={usStatesFixture}
      statesOf={840}
      industries={industriesFixture}
      readOnly={readOnly}
      asOf={null}
      saveState="default"
      saveError={null}
      onSubmit={noop}
      onCountryChange={noop}
      logo={
        <LogoPanel
          url={logoUrl}
          companyName="Harbor Bistro Group LLC"
          readOnly={readOnly}
          uploadState="default"
          deleteState="default"
          problem={null}
          onUpload={noop}
          onDelete={noop}
        />
      }
    />,
  );
}

describe('the company information page is accessible', () => {
  it('editable, with a logo: every field labelled, Business Type disabled', async () => {
    renderPage(false, 'Company/MerchantLogo?merchantId=1001&v=1');
    expect(screen.getByRole('combobox', { name: /^Business Type/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('ME');
    expect(screen.getByRole('img', { name: 'Harbor Bistro Group LLC logo' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('read-only: the reason, no save bar, no picker', async () => {
    renderPage(true);
    expect(screen.getByRole('textbox', { name: /^Business Name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    await expectNoAxeViolations();
  });
});
