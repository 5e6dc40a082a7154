import { act, fireEvent, screen } from '@testing-library/react';
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
  it('has a named slider per thumb with its range and the value in words', () => {
    renderDs(<Range />);
    const earliest = screen.getByRole('slider', { name: 'Earliest' });
    // a thumb's bounds are the slider's ends and its neighbour (two steps apart here)
    expect(earliest).toHaveAttribute('aria-valuemin', '-35');
    expect(earliest).toHaveAttribute('aria-valuemax', '-5');
    expect(screen.getByRole('slider', { name: 'Latest' })).toHaveAttribute('aria-valuemax', '35');
    expect(earliest).toHaveAttribute('aria-valuenow', '-5');
    expect(earliest).toHaveAttribute('aria-valuetext', '0 minutes early');
    expect(screen.getByRole('slider', { name: 'Latest' })).toHaveAttribute(
      'aria-valuetext',
      '0 minutes late',
    );
  });

  it('moves a thumb one step with the arrow keys', () => {
    renderDs(<Range />);
    const latest = screen.getByRole('slider', { name: 'Latest' });
    act(() => latest.focus());
    fireEvent.keyDown(latest, { key: 'ArrowRight' });
    expect(latest).toHaveAttribute('aria-valuenow', '10');
    expect(latest).toHaveAttribute('aria-valuetext', '5 minutes late');
    const earliest = screen.getByRole('slider', { name: 'Earliest' });
    act(() => earliest.focus());
    fireEvent.keyDown(earliest, { key: 'ArrowLeft' });
    expect(earliest).toHaveAttribute('aria-valuenow', '-10');
  });

  it('does not move when disabled', () => {
    renderDs(<Range disabled />);
    const latest = screen.getByRole('slider', { name: 'Latest' });
    expect(latest).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(latest, { key: 'ArrowRight' });
    expect(latest).toHaveAttribute('aria-valuenow', '5');
  });
});
