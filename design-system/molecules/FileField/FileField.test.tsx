import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { FileField } from './FileField';

describe('FileField', () => {
  it('is a labelled file input that reports the chosen file', async () => {
    const onFileChange = vi.fn();
    renderDs(
      <FileField label="CSV file" accept=".csv" helperText="A list of items" onFileChange={onFileChange} />,
    );
    const input = screen.getByLabelText('CSV file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.csv');
    expect(input).toHaveAccessibleDescription('A list of items');
    const file = new File(['Item Name\nTacos\n'], 'items.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    expect(onFileChange).toHaveBeenCalledWith(file);
  });

  it('shows its error, announced with the control', () => {
    renderDs(<FileField label="CSV file" invalid errorText="This file is not a CSV file." />);
    const input = screen.getByLabelText('CSV file');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This file is not a CSV file.');
  });
});
