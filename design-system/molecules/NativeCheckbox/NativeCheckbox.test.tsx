import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { NativeCheckbox } from './NativeCheckbox';

describe('NativeCheckbox', () => {
  it('is a labelled checkbox that the label and the space bar toggle', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderDs(<NativeCheckbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('follows a controlled value and can be disabled', () => {
    renderDs(<NativeCheckbox label="Remember me" checked disabled onCheckedChange={() => {}} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });

  it('with hideLabel, keeps its name for assistive technology only (a row checkbox in a table)', () => {
    renderDs(<NativeCheckbox label="Select Fish Tacos" hideLabel />);
    expect(screen.getByRole('checkbox', { name: 'Select Fish Tacos' })).toBeInTheDocument();
    expect(screen.getByText('Select Fish Tacos').className).toMatch(/VisuallyHidden|visuallyHidden/);
  });

  it('indeterminate: mixed for assistive technology, checked by a press', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = renderDs(
      <NativeCheckbox label="Select all" checked="indeterminate" onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toBePartiallyChecked();
    await user.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    rerender(<NativeCheckbox label="Select all" checked onCheckedChange={onCheckedChange} />);
    expect(box).not.toBePartiallyChecked();
    expect(box).toBeChecked();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderDs(<NativeCheckbox label="Remember me" defaultChecked />);
    await expectNoAxeViolations(container);
  });
});
