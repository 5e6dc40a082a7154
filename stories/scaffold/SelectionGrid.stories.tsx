import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SelectionGrid } from '../../src/scaffold/form/SelectionGrid';
import { withIntl } from '../pages/loginFixtures';

interface Row {
  id: number;
  name: string;
  center: string;
}
const rows: Row[] = [
  { id: 1, name: 'Harbor Downtown', center: '' },
  { id: 2, name: 'Harbor Uptown', center: 'Bar' },
  { id: 3, name: 'Harbor Pier', center: '' },
];

/** A choice of rows in a form: checkboxes, a quick filter and the "N selected" counter. */
function Example({ filtered, initial }: { filtered: boolean; initial: string[] }) {
  const [selected, setSelected] = useState(initial);
  return (
    <SelectionGrid<Row>
      title="Assign Store"
      gridLabel="Stores"
      columns={[
        { id: 'name', header: 'Store', accessor: (r) => r.name },
        { id: 'center', header: 'Revenue Center', accessor: (r) => r.center || 'Unassigned' },
      ]}
      rows={rows}
      getRowId={(r) => String(r.id)}
      selected={selected}
      onSelectionChange={setSelected}
      canSelectRow={(r) => r.center === ''}
      rowSelectLabel={(r) => `Select ${r.name}`}
      filter={filtered ? { label: 'Filter stores', textOf: (r) => r.name } : undefined}
      selectedText={`${selected.length} selected`}
      emptyText="No stores"
    />
  );
}

const meta = {
  title: 'Scaffold/SelectionGrid',
  component: Example,
  decorators: [withIntl],
  args: { filtered: true, initial: ['1'] },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the quick filter and the counter; Harbor Uptown belongs elsewhere and cannot be chosen. */
export const WithFilter: Story = {};
/** Without a filter, nothing chosen yet. */
export const Plain: Story = { args: { filtered: false, initial: [] } };
