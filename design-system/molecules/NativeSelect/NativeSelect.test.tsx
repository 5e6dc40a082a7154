import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { NativeSelect } from './NativeSelect';

const options = [
  { value: 'en-US', label: 'English' },
  { value: 'fr-CA', label: 'Français' },
];

describe('NativeSelect', () => {
  it('is a labelled combobox with its options', () => {
    renderDs(<NativeSelect label="Language" options={options} defaultValue="en-US" />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en-US');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('reports a choice made with the keyboard', async () => {
    const onChange = vi.fn();
    renderDs(<NativeSelect label="Language" options={options} defaultValue="en-US" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr-CA');
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('fr-CA');
  });

  it('keeps a hidden label for assistive technology', () => {
    renderDs(<NativeSelect label="Language" options={options} hideLabel />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('in a form: an invalid choice shows its error, announced with the control', () => {
    renderDs(<NativeSelect label="Applies to" options={options} invalid errorText="Choose one." />);
    const select = screen.getByRole('combobox', { name: 'Applies to' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose one.')).toBeInTheDocument();
  });
});
