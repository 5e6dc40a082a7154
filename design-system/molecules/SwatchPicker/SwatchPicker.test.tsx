import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { SwatchPicker } from './SwatchPicker';

const swatches = [
  { value: '', label: 'No colour', color: null },
  { value: 'D32F2F', label: 'Red', color: '#D32F2F' },
  { value: '1976D2', label: 'Blue', color: '#1976D2' },
];

function Controlled({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SwatchPicker
      label="Colour"
      swatches={swatches}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('SwatchPicker', () => {
  it('is a group of radios named by colour; a click chooses one', async () => {
    const onChange = vi.fn();
    renderDs(<Controlled onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No colour' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Red' }));
    expect(onChange).toHaveBeenLastCalledWith('D32F2F');
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    await expectNoAxeViolations();
  });

  it('moves and chooses with the arrow keys', async () => {
    renderDs(<Controlled />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'No colour' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
  });

  it('disables every swatch when disabled', () => {
    renderDs(<SwatchPicker label="Colour" swatches={swatches} value="" onValueChange={() => {}} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
