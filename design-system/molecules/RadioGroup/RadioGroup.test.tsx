import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'percent', label: 'Percentage' },
  { value: 'flat', label: 'Flat amount' },
  { value: 'none', label: 'None', disabled: true },
];

describe('RadioGroup', () => {
  it('is a radio group named by its label', async () => {
    const onValueChange = vi.fn();
    renderDs(
      <RadioGroup label="Discount type" options={options} onValueChange={onValueChange} name="kind" />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Discount type' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Flat amount'));
    expect(onValueChange).toHaveBeenLastCalledWith('flat');
    expect(screen.getByRole('radio', { name: 'Flat amount' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'None' })).toBeDisabled();
  });

  it('follows its controlled value', () => {
    const { rerender } = renderDs(<RadioGroup label="Type" options={options} value="percent" />);
    expect(screen.getByRole('radio', { name: 'Percentage' })).toBeChecked();
    rerender(<RadioGroup label="Type" options={options} value="flat" orientation="horizontal" />);
    expect(screen.getByRole('radio', { name: 'Flat amount' })).toBeChecked();
  });

  it('disables every option when disabled', () => {
    renderDs(<RadioGroup label="Type" options={options} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
