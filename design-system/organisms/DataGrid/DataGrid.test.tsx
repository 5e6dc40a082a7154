import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import {
  DataGrid,
  type DataGridColumn,
  type DataGridProps,
  type DataGridSort,
  defaultPageSize,
} from './DataGrid';

interface Store {
  id: string;
  name: string;
  city: string;
  sales: number;
}

const allStores: Store[] = Array.from({ length: 60 }, (_, i) => ({
  id: `s${i + 1}`,
  name: `Store ${String(i + 1).padStart(2, '0')}`,
  city: i % 2 ? 'Lyon' : 'Paris',
  sales: (i + 1) * 10,
}));

const columns: DataGridColumn<Store>[] = [
  { id: 'name', header: 'Name', accessor: (s) => s.name, sortable: true },
  { id: 'city', header: 'City', accessor: (s) => s.city, hideBelow: 'tablet' },
  { id: 'sales', header: 'Sales', accessor: (s) => s.sales, align: 'right', sortable: true },
];

/** A parent that pages and sorts "on the server" like a view would. */
function Harness(props: Partial<DataGridProps<Store>> & { total?: number }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<DataGridSort | undefined>();
  const [selected, setSelected] = useState<string[]>([]);
  const sorted = [...allStores];
  if (sort) {
    sorted.sort((a, b) => {
      const key = sort.columnId as 'name' | 'sales';
      const cmp = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
      return sort.direction === 'asc' ? cmp : -cmp;
    });
  }
  const rows = sorted.slice((page - 1) * pageSize, page * pageSize);
  return (
    <DataGrid<Store>
      label="Stores"
      columns={columns}
      rows={rows}
      getRowId={(s) => s.id}
      totalRowCount={props.total ?? allStores.length}
      page={page}
      pageSize={pageSize}
      pageSizeOptions={[10, 25]}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
      sort={sort}
      onSortChange={setSort}
      selectedRowIds={selected}
      onSelectionChange={setSelected}
      {...props}
    />
  );
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).getAllByRole('row');
}

describe('DataGrid', () => {
  it('exports the default page size', () => {
    expect(defaultPageSize).toBe(25);
  });

  it('renders a labelled table with headers and cells, and passes axe', async () => {
    const { container } = renderDs(<Harness />);
    const table = screen.getByRole('table', { name: 'Stores' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'City', 'Sales']);
    expect(bodyRows()).toHaveLength(10);
    expect(
      within(bodyRows()[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Store 01', 'Paris', '10']);
    expect(screen.getByText('1–10 of 60')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('scrolling sideways (a narrow screen), the keyboard can reach its scroller, named like the table', async () => {
    const wide = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    const box = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(340);
    // as a browser's observer does, this one reports each element once it is observed (test/setup's does nothing)
    const quiet = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          this.report([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver),
        );
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      const { container } = renderDs(<Harness />);
      const scroller = screen.getByRole('table', { name: 'Stores' }).parentElement as HTMLElement;
      await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
      await userEvent.setup().tab();
      expect(scroller).toHaveFocus();
      expect(scroller).toBe(screen.getByRole('group', { name: 'Stores' }));
      await expectNoAxeViolations(container);
    } finally {
      globalThis.ResizeObserver = quiet;
      wide.mockRestore();
      box.mockRestore();
    }
  });

  it('fitting its box, it adds no tab stop', () => {
    renderDs(<Harness />);
    const scroller = screen.getByRole('table', { name: 'Stores' }).parentElement;
    expect(scroller).not.toHaveAttribute('tabindex');
    expect(scroller).not.toHaveAttribute('role');
  });

  it('sorts through header buttons and sets aria-sort', async () => {
    const user = userEvent.setup();
    renderDs(<Harness />);
    const salesHeader = screen.getByRole('columnheader', { name: 'Sales' });
    expect(salesHeader).not.toHaveAttribute('aria-sort');
    await user.click(within(salesHeader).getByRole('button', { name: 'Sales' }));
    expect(screen.getByRole('columnheader', { name: 'Sales' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Sales' }));
    expect(screen.getByRole('columnheader', { name: 'Sales' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('Store 60');
    await user.click(screen.getByRole('button', { name: 'Sales' }));
    expect(screen.getByRole('columnheader', { name: 'Sales' })).not.toHaveAttribute('aria-sort');
    // A column that is not sortable has no button.
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).toBeNull();
  });

  it('pages with the labelled first/previous/next/last buttons', async () => {
    const user = userEvent.setup();
    renderDs(<Harness />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11–20 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('41–50 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByText('1–10 of 60')).toBeInTheDocument();
  });

  it('changes the page size and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderDs(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
  });

  it('with an unknown total, goes forward while pages are full and has no last page', async () => {
    const onPageChange = vi.fn();
    renderDs(
      <DataGrid<Store>
        label="Stores"
        columns={columns}
        rows={allStores.slice(0, 25)}
        getRowId={(s) => s.id}
        totalRowCount={-1}
        page={1}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('1–25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('single selection: rows are keyboard reachable, ArrowDown + Enter selects', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const onRowActivate = vi.fn();
    renderDs(
      <Harness selectionMode="single" onSelectionChange={onSelectionChange} onRowActivate={onRowActivate} />,
    );
    const rows = bodyRows();
    expect(rows[0]).toHaveAttribute('aria-selected', 'false');
    expect(rows[0]).toHaveAttribute('tabindex', '0');
    expect(rows[1]).toHaveAttribute('tabindex', '-1');
    // Tab past the header buttons into the rows: one tab stop for all rows.
    rows[0].focus();
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['s2']);
    expect(onRowActivate).toHaveBeenCalledWith(allStores[1], 'keyboard');
    await user.keyboard('{ArrowDown}{ }');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['s3']);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(rows[9]).toHaveFocus();
  });

  it('single selection: a click selects and marks the row selected', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [selected, setSelected] = useState<string[]>(['s1']);
      return <Harness selectionMode="single" selectedRowIds={selected} onSelectionChange={setSelected} />;
    }
    const { container } = renderDs(<Controlled />);
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByText('Store 03'));
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'false');
    expect(bodyRows()[2]).toHaveAttribute('aria-selected', 'true');
    expect(bodyRows()[2]).toHaveAttribute('tabindex', '0');
    await expectNoAxeViolations(container);
  });

  it('multiple selection: labelled checkboxes per row and for the page', async () => {
    const user = userEvent.setup();
    const { container } = renderDs(<Harness selectionMode="multiple" />);
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    expect(boxes).toHaveLength(10);
    await user.click(boxes[0]);
    await user.click(boxes[2]);
    expect(screen.getAllByRole('checkbox', { name: 'Select row' })[0]).toBeChecked();
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(all).not.toBeChecked();
    await user.click(all);
    // Ark syncs its hidden inputs after the state change: wait for it rather than racing it
    await waitFor(() =>
      expect(
        screen.getAllByRole('checkbox', { name: 'Select row' }).every((b) => (b as HTMLInputElement).checked),
      ).toBe(true),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('checkbox', { name: 'Select row' }).some((b) => (b as HTMLInputElement).checked),
      ).toBe(false),
    );
    await expectNoAxeViolations(container);
  });

  it('multiple selection: each row checkbox named for its row, and rows marked pending, queued or caution', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const { container } = renderDs(
      <Harness
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
        rowSelectLabel={(s) => `Select ${s.name}`}
        rowMark={(s) =>
          s.id === 's1' ? 'pending' : s.id === 's2' ? 'queued' : s.id === 's3' ? 'caution' : undefined
        }
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Store 02' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['s2']);
    const rows = within(screen.getByRole('table', { name: 'Stores' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.slice(0, 4).map((r) => r.getAttribute('data-mark'))).toEqual([
      'pending',
      'queued',
      'caution',
      null,
    ]);
    await expectNoAxeViolations(container);
  });

  it('activates a row on click without selection', async () => {
    const user = userEvent.setup();
    const onRowActivate = vi.fn();
    renderDs(<Harness onRowActivate={onRowActivate} />);
    await user.click(screen.getByText('Store 02'));
    expect(onRowActivate).toHaveBeenCalledWith(allStores[1], 'pointer');
  });

  it('shows the empty text, and a busy table with a spinner while loading', async () => {
    const { rerender, container } = renderDs(<Harness rows={[]} total={0} />);
    expect(screen.getByText('No records to display')).toBeInTheDocument();
    rerender(<Harness rows={[]} total={0} emptyText="No stores match" />);
    expect(screen.getByText('No stores match')).toBeInTheDocument();
    rerender(<Harness loading />);
    expect(screen.getByRole('table', { name: 'Stores' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await expectNoAxeViolations(container);
  });

  it('keeps room for a page while its first page loads, and shows the pager with the rows', async () => {
    const { rerender, container } = renderDs(<Harness rows={[]} total={-1} loading />);
    const table = screen.getByRole('table', { name: 'Stores' });
    // the header row, and the page size's empty rows hidden from assistive technology
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(container.querySelectorAll('tbody[aria-hidden="true"] tr')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    await expectNoAxeViolations(container);
    rerender(<Harness />);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });

  it('leaves the paging controls out when asked (a table of one record, all on one page)', async () => {
    const rows = allStores.slice(0, 3);
    const { container } = renderDs(
      <DataGrid
        label="Stores"
        columns={columns}
        rows={rows}
        getRowId={(s) => s.id}
        totalRowCount={3}
        page={1}
        pageSize={3}
        onPageChange={() => {}}
        pager={false}
      />,
    );
    expect(within(screen.getByRole('table', { name: 'Stores' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(screen.queryByText(/of 3/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows a totals row at its foot, its first cell a row header, once there are rows', async () => {
    const rows = allStores.slice(0, 3);
    const grid = (shown: typeof rows) => (
      <DataGrid
        label="Stores"
        columns={columns}
        rows={shown}
        getRowId={(s) => s.id}
        totalRowCount={shown.length}
        page={1}
        onPageChange={() => {}}
        pager={false}
        totals={{ name: 'Total', sales: '1,234.50' }}
        stickyFirstColumn
      />
    );
    const { container, rerender } = renderDs(grid(rows));
    const table = screen.getByRole('table', { name: 'Stores' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const total = within(table).getByRole('rowheader', { name: 'Total' });
    expect(total.closest('tfoot')).not.toBeNull();
    expect(within(total.closest('tr') as HTMLElement).getByText('1,234.50')).toBeInTheDocument();
    // the first column stays in view while the table scrolls sideways (its class holds the rule)
    expect(table.className.split(' ')).toHaveLength(2);
    await expectNoAxeViolations(container);
    rerender(grid([]));
    expect(screen.queryByRole('rowheader', { name: 'Total' })).toBeNull();
  });
});
