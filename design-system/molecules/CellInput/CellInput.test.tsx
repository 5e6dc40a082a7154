import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { DataGrid } from '../../organisms/DataGrid/DataGrid';
import { CellInput } from './CellInput';

function Priced({ onBlur }: { onBlur?: (v: string) => void }) {
  const [value, setValue] = useState('4.50');
  return (
    <CellInput
      label="Price of Lemonade"
      value={value}
      inputMode="decimal"
      align="end"
      onChange={(v) => setValue(v.replace(/[^\d.]/g, ''))}
      onBlur={() => onBlur?.(value)}
    />
  );
}

describe('CellInput', () => {
  it('is a textbox named by what it edits; the screen decides what it keeps', async () => {
    const onBlur = vi.fn();
    renderDs(<Priced onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Price of Lemonade' });
    expect(input).toHaveValue('4.50');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(input);
    await userEvent.type(input, '3a.7');
    expect(input).toHaveValue('3.7');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledWith('3.7');
  });

  it('is invalid and described by its error', () => {
    renderDs(<CellInput label="Price" value="x" onChange={() => {}} invalid errorText="Enter digits" />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter digits');
  });

  it('types in a DataGrid row without the grid taking the keys', async () => {
    function Grid() {
      const [v, setV] = useState('');
      return (
        <DataGrid
          label="Prices"
          rows={[{ id: 'a', name: 'Lemonade' }]}
          getRowId={(r) => r.id}
          totalRowCount={1}
          page={1}
          onPageChange={() => {}}
          columns={[
            { id: 'name', header: 'Name', accessor: (r) => r.name },
            {
              id: 'price',
              header: 'Price',
              cell: (r) => <CellInput label={`Price of ${r.name}`} value={v} onChange={setV} />,
            },
          ]}
        />
      );
    }
    renderDs(<Grid />);
    const input = screen.getByRole('textbox', { name: 'Price of Lemonade' });
    await userEvent.type(input, '12 {Home}{End}');
    expect(input).toHaveValue('12 ');
    expect(input).toHaveFocus();
  });
});
