import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  employeeListFixture,
  employeeMetadataFixture,
  employeeRowsFixture,
  userRoleListFixture,
  userRoleRowsFixture,
} from '../../../../stories/pages/employeeFixtures';
import { pagedFixture } from '../../../../stories/pages/myBillsFixtures';
import { expectNoAxeViolations } from '../../../../test/axe';
import { renderWithProviders } from '../../../../test/renderApp';
import { assignableRoles, employeeFormOf } from '../../../domain/employees';
import { UserRolesPage } from '../userroles/UserRolesPage';
import { EmployeeDialog } from './EmployeeDialog';
import { EmployeesPage } from './EmployeesPage';

const noop = () => {};

describe('the employee pages are accessible', () => {
  it('the list: name, role, active, last clock-in in the store’s time', async () => {
    renderWithProviders(
      <EmployeesPage
        list={employeeListFixture()}
        paged={pagedFixture(employeeRowsFixture)}
        mayAdd
        onAdd={noop}
        onOpen={noop}
      />,
    );
    expect(screen.getByText('11/27/2026 4:05 PM')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('the dialog: the roles at or below the rank, the stores, the masked PIN, Deactivate', async () => {
    renderWithProviders(
      <EmployeeDialog
        values={employeeFormOf(employeeRowsFixture[2], 840)}
        countryId={840}
        roles={assignableRoles(employeeMetadataFixture.Roles, 2)}
        stores={employeeMetadataFixture.Stores}
        active
        saveState="default"
        saveError={null}
        onSubmit={noop}
        onCancel={noop}
        onToggleActive={noop}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit employee' });
    expect(screen.queryByRole('option', { name: 'Owner' })).toBeNull();
    expect(screen.getByRole('option', { name: 'General Manager' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^POS PIN/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    await expectNoAxeViolations(dialog.ownerDocument.body);
  });

  it('the user roles', async () => {
    renderWithProviders(
      <UserRolesPage list={userRoleListFixture()} paged={pagedFixture(userRoleRowsFixture)} />,
    );
    expect(screen.getByText('Line Cook')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
