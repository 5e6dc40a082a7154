import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label that toggles on click and Space', async () => {
    const onCheckedChange = vi.fn();
    renderDs(<Switch label="Online ordering" onCheckedChange={onCheckedChange} />);
    const sw = screen.getByRole('switch', { name: 'Online ordering' });
    expect(sw).not.toBeChecked();
    await userEvent.click(screen.getByText('Online ordering'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(sw).toBeChecked();
    sw.focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('follows its controlled value', () => {
    const { rerender } = renderDs(<Switch label="Active" checked={false} />);
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    rerender(<Switch label="Active" checked />);
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
  });

  it('does not change when disabled', async () => {
    const onCheckedChange = vi.fn();
    renderDs(<Switch label="Locked" disabled onCheckedChange={onCheckedChange} />);
    expect(screen.getByRole('switch', { name: 'Locked' })).toBeDisabled();
    await userEvent.click(screen.getByText('Locked'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
