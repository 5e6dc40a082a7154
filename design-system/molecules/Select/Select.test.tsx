import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Select } from './Select';

// jsdom lacks what Ark's positioner and list scrolling use.

const options = [
  { value: 'main', label: 'Main Street' },
  { value: 'harbour', label: 'Harbour' },
  { value: 'closed', label: 'Closed store', disabled: true },
];

describe('Select', () => {
  it('is a combobox named by its label that opens a listbox and picks an option', async () => {
    const onValueChange = vi.fn();
    renderDs(
      <Select label="Store" options={options} placeholder="Choose a store" onValueChange={onValueChange} />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Store' });
    expect(trigger).toHaveTextContent('Choose a store');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Harbour' }));
    expect(onValueChange).toHaveBeenLastCalledWith('harbour');
    expect(trigger).toHaveTextContent('Harbour');
  });

  it('follows its controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('main');
      return <Select label="Store" options={options} value={value} onValueChange={setValue} />;
    }
    renderDs(<Controlled />);
    const trigger = screen.getByRole('combobox', { name: 'Store' });
    expect(trigger).toHaveTextContent('Main Street');
    await userEvent.click(trigger);
    expect(screen.getByRole('option', { name: 'Closed store' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Harbour' }));
    expect(trigger).toHaveTextContent('Harbour');
  });

  it('is described by its error when invalid and marks required', () => {
    renderDs(<Select label="Store" options={options} required invalid errorText="Pick a store" />);
    const trigger = screen.getByRole('combobox', { name: 'Store required' });
    expect(trigger).toHaveAccessibleDescription('Pick a store');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
  });

  it('cannot be opened when disabled', () => {
    renderDs(<Select label="Store" options={options} disabled />);
    expect(screen.getByRole('combobox', { name: 'Store' })).toBeDisabled();
  });
});
