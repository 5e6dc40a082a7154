import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Button } from '../../atoms/Button/Button';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces critical and caution messages as alerts, others as status', () => {
    renderDs(
      <>
        <Alert tone="critical" title="Save failed">
          Try again.
        </Alert>
        <Alert tone="caution">Offline</Alert>
        <Alert tone="positive">Saved</Alert>
        <Alert tone="info">Heads up</Alert>
      </>,
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Save failedTry again.', 'Offline']);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Saved', 'Heads up']);
  });

  it('offers a dismiss button and an action', async () => {
    const onDismiss = vi.fn();
    const onRetry = vi.fn();
    renderDs(
      <Alert tone="critical" onDismiss={onDismiss} action={<Button onClick={onRetry}>Retry</Button>}>
        Could not load
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('auto-hides: calls onDismiss, or hides itself without one', () => {
    vi.useFakeTimers();
    try {
      const onDismiss = vi.fn();
      renderDs(
        <>
          <Alert tone="positive" autoHideMs={3000} onDismiss={onDismiss}>
            Saved discount
          </Alert>
          <Alert tone="info" autoHideMs={3000}>
            Synced
          </Alert>
        </>,
      );
      act(() => {
        vi.advanceTimersByTime(2999);
      });
      expect(onDismiss).not.toHaveBeenCalled();
      expect(screen.getByText('Synced')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onDismiss).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Synced')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears its timer when unmounted', () => {
    vi.useFakeTimers();
    try {
      const onDismiss = vi.fn();
      const { unmount } = renderDs(
        <Alert tone="positive" autoHideMs={1000} onDismiss={onDismiss}>
          Saved
        </Alert>,
      );
      unmount();
      vi.advanceTimersByTime(2000);
      expect(onDismiss).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
