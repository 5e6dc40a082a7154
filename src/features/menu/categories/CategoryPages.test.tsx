import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  categoriesFixture,
  departmentsFixture,
  itemListFixture,
  itemRowsFixture,
  lobsterRollFixture,
  mainsFormFixture,
  routingGroupsFixture,
  tagsFixture,
  taxCategoriesFixture,
} from '../../../../stories/pages/menuItemFixtures';
import { pagedFixture } from '../../../../stories/pages/myBillsFixtures';
import { expectNoAxeViolations } from '../../../../test/axe';
import { renderWithProviders } from '../../../../test/renderApp';
import { ItemListPanel } from '../../../scaffold/menuItems/ItemListPanel';
import { ItemsPage } from '../items/ItemsPage';
import { ItemPage } from '../items/detail/ItemPage';
import { CategoriesPage } from './CategoriesPage';
import { CategoryDialog } from './CategoryDialog';

const noop = () => {};

describe('the categories and items pages are accessible', () => {
  it('the categories screen: the categories with their colours and counts, the items with their columns', async () => {
    renderWithProviders(
      <CategoriesPage
        categories={categoriesFixture}
        loading={false}
        loadError={null}
        selected={categoriesFixture[1]}
        onSelect={noop}
        colorCode
        onColorCodeChange={noop}
        mayEdit
        onAddCategory={noop}
        onEditCategory={noop}
        items={
          <ItemListPanel
            label="Items of MAINS"
            list={itemListFixture()}
            paged={pagedFixture(itemRowsFixture)}
            filter="all"
            onFilterChange={noop}
            selection={{ selectedRowIds: ['8'], onSelectionChange: noop }}
            onAdd={noop}
            onOpen={noop}
            bulk={{ as: 'menu', handlers: {}, mayEdit: true }}
          />
        }
      />,
    );
    const list = screen.getByRole('list', { name: 'Categories' });
    expect(within(list).getByRole('button', { name: 'MAINS, Teal, 6 items' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(list).getByRole('button', { name: 'MERCH, No colour, 12 items' })).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Items of MAINS' });
    for (const header of ['POS ID', 'Item name', 'POS active', 'Modifier', 'Routing group', 'Price'])
      expect(within(grid).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    expect(within(grid).getByRole('checkbox', { name: 'Select Lobster Roll' })).toBeChecked();
    await expectNoAxeViolations();
  });

  it('the category modal: name, department, 12 colours or none, tags', async () => {
    renderWithProviders(
      <CategoryDialog
        values={mainsFormFixture}
        isNew={false}
        departments={departmentsFixture}
        tags={tagsFixture}
        saveState="default"
        saveError={null}
        onSubmit={noop}
        onCancel={noop}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const colours = within(dialog).getByRole('group', { name: 'Colour' });
    expect(within(colours).getAllByRole('radio')).toHaveLength(13);
    expect(within(colours).getByRole('radio', { name: 'Teal' })).toBeChecked();
    await userEvent.click(within(colours).getByRole('radio', { name: 'No colour' }));
    expect(within(colours).getByRole('radio', { name: 'No colour' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Seafood' })).toBeChecked();
    await expectNoAxeViolations();
  });

  it('the items list with its category filter and the download and import entries', async () => {
    renderWithProviders(
      <ItemsPage
        categories={categoriesFixture}
        categoryId={null}
        onCategoryChange={noop}
        list={itemListFixture()}
        paged={pagedFixture(itemRowsFixture, 312)}
        filter="all"
        onFilterChange={noop}
        onAdd={noop}
        onOpen={noop}
        bulk={{ as: 'buttons', handlers: {}, mayEdit: true }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download list' })).toBeDisabled();
    expect(screen.getByRole('columnheader', { name: /Category/ })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('the item detail: basic setup, extended setup, price variations', async () => {
    renderWithProviders(
      <ItemPage
        values={lobsterRollFixture}
        isNew={false}
        title="Lobster Roll"
        asOf={null}
        categories={categoriesFixture}
        taxCategories={taxCategoriesFixture}
        routingGroups={routingGroupsFixture}
        readOnly={false}
        saveState="default"
        saveError={null}
        onSubmit={noop}
        onBack={noop}
        onDelete={noop}
        deleteState="default"
      />,
    );
    expect(screen.getByRole('switch', { name: 'Extended setup' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Price variations' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Variation 2 name/)).toHaveValue('Whole');
    await expectNoAxeViolations();
  });
});
