import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Slider } from './Slider';

function Range({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState([-5, 5]);
  return (
    <Slider
      label="Clock in"
      value={value}
      onValueChange={setValue}
      min={-35}
      max={35}
      step={5}
      minStepsBetweenThumbs={2}
      thumbLabels={['Earliest', 'Latest']}
      valueText={(v, i) => `${Math.abs(v) - 5} minutes ${i === 0 ? 'early' : 'late'}`}
      disabled={disabled}
    />
  );
}

describe('Slider', () => {
  it('has a slider per thumb named by the label and its own name with its range and the value in words', () => {
    renderDs(<Range />);
    const earliest = screen.getByRole('slider', { name: 'Clock in Earliest' });
    // a thumb's bounds are the slider's ends and its neighbour (two steps apart here)
    expect(earliest).toHaveAttribute('aria-valuemin', '-35');
    expect(earliest).toHaveAttribute('aria-valuemax', '-5');
    expect(screen.getByRole('slider', { name: 'Clock in Latest' })).toHaveAttribute('aria-valuemax', '35');
    expect(earliest).toHaveAttribute('aria-valuenow', '-5');
    expect(earliest).toHaveAttribute('aria-valuetext', '0 minutes early');
    expect(screen.getByRole('slider', { name: 'Clock in Latest' })).toHaveAttribute(
      'aria-valuetext',
      '0 minutes late',
    );
  });

  it('moves a thumb one step with the arrow keys', async () => {
    const user = userEvent.setup();
    renderDs(<Range />);
    const latest = screen.getByRole('slider', { name: 'Clock in Latest' });
    await user.tab();
    await user.tab();
    expect(latest).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(latest).toHaveAttribute('aria-valuenow', '10');
    expect(latest).toHaveAttribute('aria-valuetext', '5 minutes late');
    const earliest = screen.getByRole('slider', { name: 'Clock in Earliest' });
    await user.tab({ shift: true });
    await user.keyboard('{ArrowLeft}');
    expect(earliest).toHaveAttribute('aria-valuenow', '-10');
  });

  it('does not move when disabled', () => {
    renderDs(<Range disabled />);
    const latest = screen.getByRole('slider', { name: 'Clock in Latest' });
    expect(latest).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(latest, { key: 'ArrowRight' });
    expect(latest).toHaveAttribute('aria-valuenow', '5');
  });
});
