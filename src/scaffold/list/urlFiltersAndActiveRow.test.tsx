import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import { pagedFixture } from '../../../stories/pages/myBillsFixtures';
import { listFixture } from '../../../stories/pages/listFixture';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { ListScreenLayout } from './ListScreenLayout';
import { useUrlFilters, useUrlListState } from './useListState';

describe("a list screen's own filters in the URL (useUrlFilters)", () => {
  it('sets and removes its parameters beside the list state, back to page 1, replacing the entry', () => {
    const location = memoryLocation({ path: '/tickets?page=3&sort=-date&from=2026-11-01', record: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={location.hook}>{children}</Router>
    );
    const { result } = renderHook(
      () => ({ filters: useUrlFilters(), list: useUrlListState({ sortable: ['date'] }) }),
      { wrapper },
    );
    expect(result.current.filters.query.get('from')).toBe('2026-11-01');
    expect(result.current.list.params.page).toBe(3);
    act(() => result.current.filters.set({ from: '2026-11-14', filter: 'refund' }));
    expect(location.history?.at(-1)).toBe('/tickets?sort=-date&from=2026-11-14&filter=refund');
    expect(result.current.list.params).toMatchObject({
      page: 1,
      sort: { columnId: 'date', direction: 'desc' },
    });
    act(() => result.current.filters.set({ filter: null }));
    expect(location.history?.at(-1)).toBe('/tickets?sort=-date&from=2026-11-14');
    // replaced, not pushed: one entry in the history
    expect(location.history).toHaveLength(1);
  });
});

describe('the row open beside a list (ListScreenLayout activeRowId)', () => {
  it('is marked selected; a press on another row activates it', async () => {
    const user = userEvent.setup();
    const onRowActivate = vi.fn();
    const rows = [
      { id: 1, name: 'First' },
      { id: 2, name: 'Second' },
    ];
    renderWithProviders(
      <ListScreenLayout
        label="Tickets"
        list={listFixture()}
        paged={pagedFixture(rows)}
        columns={[{ id: 'name', header: 'Name', accessor: (r) => r.name }]}
        getRowId={(r) => String(r.id)}
        activeRowId="2"
        onRowActivate={onRowActivate}
        loadErrorFallback="Failed"
      />,
    );
    const grid = screen.getByRole('table', { name: 'Tickets' });
    expect(within(grid).getByText('Second').closest('tr')).toHaveAttribute('aria-selected', 'true');
    expect(within(grid).getByText('First').closest('tr')).not.toHaveAttribute('aria-selected', 'true');
    await user.click(within(grid).getByText('First'));
    expect(onRowActivate).toHaveBeenCalledWith(rows[0], 'pointer');
    await expectNoAxeViolations();
  });
});
