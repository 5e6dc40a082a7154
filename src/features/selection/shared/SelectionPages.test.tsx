import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe';
import { DsWrapper } from '../../../../test/DsWrapper';
import { IntlProvider } from '../../../../i18n/IntlProvider';
import type { StoreListRow } from '../../../domain/accountContract';
import { ExtendSessionPage } from '../../session/control/ExtendSessionPage';
import { RenewSessionPage } from '../../session/control/RenewSessionPage';
import { PastDueDialog } from '../standing/PastDueDialog';
import { StoreSelectionPage } from '../store/StoreSelectionPage';
import { SuspendedDialog } from '../standing/SuspendedDialog';

const noop = () => {};
const store: StoreListRow = {
  MerchantId: 1001,
  MerchantName: 'Harbor Bistro Group',
  StoreId: 2002,
  StoreCode: 'HB-UT',
  StoreName: 'Harbor Uptown',
  IsDeleted: false,
  HasFirstRun: true,
  StoreStatusCode: 2,
};

function renderPage(ui: ReactElement) {
  return render(
    <IntlProvider>
      <DsWrapper>{ui}</DsWrapper>
    </IntlProvider>,
  );
}

/** A modal mounted open opens the render after (useOpenAfterMount): wait until it shows. */
const shown = () =>
  waitFor(() => expect(document.querySelector('[data-part="content"][data-state="open"]')).not.toBeNull());

describe('selection and session modals: accessibility and states', () => {
  it('store selection: Continue only with a picked row on the page; no axe violations', async () => {
    const props = {
      open: true,
      labelContext: {
        isAdminUser: false,
        isCompanyUser: true,
        isMerchantAdminUser: false,
        isSilverPartner: false,
        firstRunFlag: false,
        userRoleRank: 1,
      },
      rows: [store],
      totalRowCount: 1,
      page: 1,
      onPageChange: noop,
      search: '',
      onSearchChange: noop,
      includeDeactivated: true,
      onIncludeDeactivatedChange: noop,
      loading: false,
      onSelectedIdChange: noop,
      busy: false,
      onContinue: noop,
      onCancel: noop,
      currentStoreId: null,
    };
    const { rerender } = renderPage(<StoreSelectionPage {...props} selectedId={null} />);
    await shown();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectNoAxeViolations(document.body);
    rerender(
      <IntlProvider>
        <DsWrapper>
          <StoreSelectionPage {...props} selectedId="2002" />
        </DsWrapper>
      </IntlProvider>,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    // A picked row that is not on the current page does not count.
    rerender(
      <IntlProvider>
        <DsWrapper>
          <StoreSelectionPage {...props} selectedId="9999" />
        </DsWrapper>
      </IntlProvider>,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('past-due: days in the title; Skip and Update Payment for an account manager', async () => {
    renderPage(
      <PastDueDialog
        open
        atLogin
        onOutcome={noop}
        context={{
          days: 5,
          isAdminUser: false,
          configurableRoles: false,
          isUpdatePaymentFeatureEnabled: false,
          isAccountManager: true,
          merchantUserRoleId: 1,
        }}
      />,
    );
    expect(await screen.findByRole('alertdialog', { name: /5 days/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Payment' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('suspended: I understand only when the user may continue', async () => {
    renderPage(<SuspendedDialog open canContinue={false} onGoBack={noop} onContinue={noop} />);
    await shown();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I understand' })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('extend session: the countdown as minutes:seconds', async () => {
    renderPage(<ExtendSessionPage open secondsLeft={65} busy={false} onExtend={noop} onLogout={noop} />);
    await shown();
    expect(screen.getByRole('timer')).toHaveTextContent('Your session will expire in 1:05');
    await expectNoAxeViolations(document.body);
  });

  it('renew session: the username fixed, Renew disabled until a password is typed', async () => {
    renderPage(
      <RenewSessionPage open username="owner" busy={false} error={null} onRenew={noop} onLogout={noop} />,
    );
    await shown();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Renew' })).toBeDisabled();
    await expectNoAxeViolations(document.body);
  });
});
