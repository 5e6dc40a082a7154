import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storesFixture } from '../../../stories/pages/discountFixtures';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { AssignStoresDialog } from './AssignStoresDialog';
import { StoreChips } from './StoreChips';

const chipsOf = () =>
  within(screen.getByRole('list', { name: 'Stores of it' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('StoreChips (2-menu §2: all stores, up to 3, or the first 2 and N others)', () => {
  it('shows the all-stores label, each store, or the first two and the others', async () => {
    const cases: [number[], string[]][] = [
      [[0], ['All stores']],
      [
        [2001, 2002, 2006],
        ['Harbor Downtown', 'Harbor Uptown', 'Harbor Pier'],
      ],
      [
        [2001, 2002, 2006, 2004, 2005],
        ['Harbor Downtown', 'Harbor Uptown', '3 others'],
      ],
    ];
    for (const [assigned, chips] of cases) {
      const view = renderWithProviders(
        <StoreChips label="Stores of it" assigned={assigned} stores={storesFixture} />,
      );
      expect(chipsOf()).toEqual(chips);
      if (assigned.length < 5) view.unmount();
    }
    await expectNoAxeViolations();
  });
});

describe('AssignStoresDialog', () => {
  it('is 764 wide with its warning; ticks stores, searches, and applies the choice', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(
      <AssignStoresDialog
        open
        title="Assign stores"
        warning="Careful: stores not chosen lose the discount."
        stores={storesFixture}
        assigned={[2001]}
        onApply={onApply}
        onCancel={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign stores' });
    expect(within(dialog).getByText('Careful: stores not chosen lose the discount.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Harbor Downtown' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Harbor Pier' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search stores' }), 'up');
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'Harbor Pier' })).toBeNull());
    expect(within(dialog).getByRole('checkbox', { name: 'Harbor Uptown' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([2001, 2006]);
  });

  it('all stores is one choice; with nothing chosen Apply waits', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(
      <AssignStoresDialog
        open
        title="Assign stores"
        warning="!"
        stores={storesFixture}
        assigned={[0]}
        onApply={onApply}
        onCancel={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign stores' });
    const all = within(dialog).getByRole('checkbox', { name: 'All stores' });
    expect(all).toBeChecked();
    await user.click(all);
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(within(dialog).getByText('Choose at least one store.')).toBeInTheDocument();
    await user.click(all);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([0]);
  });
});
