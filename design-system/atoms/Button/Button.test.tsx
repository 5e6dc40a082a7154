import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Button } from './Button';
import { ConfirmButton } from './ConfirmButton';

describe('Button', () => {
  it('is a button of type button by default and calls onClick', async () => {
    const onClick = vi.fn();
    renderDs(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref, the form attribute and aria/data attributes', () => {
    const ref = createRef<HTMLButtonElement>();
    renderDs(
      <Button
        ref={ref}
        type="submit"
        form="f1"
        aria-describedby="d"
        data-testid="b"
        variant="critical"
        icon="trash"
      >
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('form', 'f1');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-describedby', 'd');
    expect(button).toHaveAttribute('data-testid', 'b');
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    renderDs(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is busy and inert while loading, keeping its name', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    renderDs(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ConfirmButton', () => {
  it('announces loading, success and failure politely', () => {
    const { rerender } = renderDs(<ConfirmButton state="default">Save</ConfirmButton>);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    rerender(<ConfirmButton state="loading">Save</ConfirmButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(live).toHaveTextContent('Saving');
    rerender(<ConfirmButton state="error">Save</ConfirmButton>);
    expect(live).toHaveTextContent('Save failed');
    rerender(<ConfirmButton state="success">Save</ConfirmButton>);
    expect(live).toHaveTextContent('Saved');
  });

  it('shows success briefly, then asks the parent to go back to default', () => {
    vi.useFakeTimers();
    try {
      const onTransitionToDefault = vi.fn();
      renderDs(
        <ConfirmButton state="success" successDurationMs={1000} onTransitionToDefault={onTransitionToDefault}>
          Save
        </ConfirmButton>,
      );
      const button = screen.getByRole('button', { name: 'Save' });
      expect(button).toHaveAttribute('data-state', 'success');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(onTransitionToDefault).toHaveBeenCalledTimes(1);
      expect(button).not.toHaveAttribute('data-state', 'success');
    } finally {
      vi.useRealTimers();
    }
  });
});
