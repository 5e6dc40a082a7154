import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagedFixture } from '../../../../stories/pages/myBillsFixtures';
import {
  alertsFixture,
  payCodeListFixture,
  payCodesFixture,
} from '../../../../stories/pages/payCodeFixtures';
import { expectNoAxeViolations } from '../../../../test/axe';
import { renderWithProviders } from '../../../../test/renderApp';
import { newPayCodeForm } from '../../../domain/payCode';
import { AlertManagementPage } from '../alerts/AlertManagementPage';
import { PayCodeDialog } from './PayCodeDialog';
import { PayCodesPage } from './PayCodesPage';

const noop = () => {};

describe('the pay code and alert pages are accessible', () => {
  it('the list: SAFEDROP without actions, the others with Edit and Delete', async () => {
    renderWithProviders(
      <PayCodesPage
        list={payCodeListFixture()}
        paged={pagedFixture(payCodesFixture)}
        mayEdit
        onAdd={noop}
        onEdit={noop}
        deleting={null}
        deleteState="default"
        onAskDelete={noop}
        onConfirmDelete={noop}
        onCancelDelete={noop}
      />,
    );
    const safedrop = screen.getByRole('row', { name: /^SAFEDROP/ });
    expect(within(safedrop).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit ICE' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('the modal', async () => {
    renderWithProviders(
      <PayCodeDialog
        values={newPayCodeForm()}
        isNew
        saveState="default"
        saveError={null}
        onSubmit={noop}
        onCancel={noop}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Add Reason Code' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('the alert form', async () => {
    renderWithProviders(
      <AlertManagementPage
        values={alertsFixture}
        readOnly={false}
        asOf={null}
        saveState="default"
        saveError={null}
        onSubmit={noop}
      />,
    );
    expect(screen.getByRole('switch', { name: 'Receive the Sales alert' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Receive the Account alert (always on)' })).toBeDisabled();
    await expectNoAxeViolations();
  });
});
