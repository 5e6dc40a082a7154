import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, with the label as title', async () => {
    const onClick = vi.fn();
    renderDs(<IconButton label="Open menu" icon="menu" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('title', 'Open menu');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes its popup attributes and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderDs(
      <IconButton
        ref={ref}
        label="More"
        icon="more"
        aria-expanded={false}
        aria-controls="menu-1"
        aria-haspopup="menu"
        size="small"
        variant="soft"
      />,
    );
    const button = screen.getByRole('button', { name: 'More' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'menu-1');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    renderDs(<IconButton label="Delete" icon="trash" disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
