import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  applyToTypesFixture,
  discountListFixture,
  discountRowsFixture,
  discountTypesFixture,
  enterprisePermissions,
  happyHourFixture,
  storesFixture,
} from '../../../../stories/pages/discountFixtures';
import { pagedFixture } from '../../../../stories/pages/myBillsFixtures';
import { expectNoAxeViolations } from '../../../../test/axe';
import { renderWithProviders } from '../../../../test/renderApp';
import { DiscountsPage } from './DiscountsPage';
import { DiscountPage } from './detail/DiscountPage';

const noop = () => {};

describe('the discount pages are accessible', () => {
  it('the list', async () => {
    renderWithProviders(
      <DiscountsPage
        list={discountListFixture()}
        paged={pagedFixture(discountRowsFixture)}
        discountTypes={discountTypesFixture}
        showActiveColumn
        onOpen={noop}
        onAdd={noop}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Active' })).toBeInTheDocument();
    expect(screen.getByText('4.95')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('the detail: sections, chips, Duplicate and Delete', async () => {
    renderWithProviders(
      <DiscountPage
        values={happyHourFixture}
        isNew={false}
        title="HAPPY HOUR"
        asOf={null}
        discountTypes={discountTypesFixture}
        applyToTypes={applyToTypesFixture}
        permissions={enterprisePermissions}
        autoCashOffered
        stores={storesFixture}
        saveState="default"
        saveError={null}
        onSubmit={noop}
        onBack={noop}
        onCancel={noop}
        onDuplicate={noop}
        onDelete={noop}
        deleteState="default"
        autoCashErrors={null}
        onDismissAutoCashErrors={noop}
      />,
    );
    for (const name of ['General Information', 'Settings', 'Qualifications'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByText('2 others')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
