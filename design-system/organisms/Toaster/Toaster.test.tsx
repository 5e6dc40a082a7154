import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderDs } from '../../../test/DsWrapper';
import { createToastStore, Toaster, type ToastStore } from './Toaster';

describe('Toaster', () => {
  it('configures the store: bottom end, at most 5, stacked', () => {
    const store = createToastStore();
    expect(store.attrs.placement).toBe('bottom-end');
    expect(store.attrs.max).toBe(5);
    expect(store.attrs.overlap).toBe(false);
  });

  it('shows toasts in a labelled region with their tone, and passes axe', async () => {
    const store = createToastStore();
    const { container } = renderDs(<Toaster store={store} />);
    act(() => {
      store.success({ title: 'Discount saved', description: 'It applies from tomorrow.' });
      store.info({ title: 'New version available' });
    });
    const saved = await screen.findByRole('status', { name: 'Discount saved' });
    expect(saved).toHaveAttribute('data-tone', 'positive');
    expect(saved).toHaveAccessibleDescription('It applies from tomorrow.');
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(saved);
    expect(screen.getByRole('status', { name: 'New version available' })).toHaveAttribute(
      'data-tone',
      'info',
    );
    await expectNoAxeViolations(container);
  });

  it('announces critical toasts as alerts; warnings are caution', async () => {
    const store = createToastStore();
    renderDs(<Toaster store={store} />);
    act(() => {
      store.error({ title: 'Save failed', description: 'The connection was lost.' });
      store.warning({ title: 'Offline' });
    });
    expect(await screen.findByRole('alert', { name: 'Save failed' })).toHaveAttribute(
      'data-tone',
      'critical',
    );
    expect(screen.getByRole('status', { name: 'Offline' })).toHaveAttribute('data-tone', 'caution');
  });

  it('dismisses a toast with its labelled button', async () => {
    const user = userEvent.setup();
    const store = createToastStore();
    renderDs(<Toaster store={store} />);
    act(() => {
      store.create({ type: 'info', title: 'Copied', duration: 60_000 });
    });
    const toast = await screen.findByRole('status', { name: 'Copied' });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(toast).toHaveAttribute('data-state', 'closed');
    // Removed after its exit delay.
    // (a busy machine takes seconds: the wait is long, nothing is timed)
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 10_000 });
  });

  it('shows a toast created without an id (an undefined id gets a generated one)', async () => {
    const store = createToastStore();
    renderDs(<Toaster store={store} />);
    act(() => {
      store.create({ id: undefined, type: 'info', title: 'From the classic page' });
      store.warning({ id: undefined, title: 'Second one' });
    });
    expect(await screen.findByRole('status', { name: 'From the classic page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Second one' })).toBeInTheDocument();
  });

  it('shows a toast created by an effect of the render that mounts the toaster (loaded later)', async () => {
    const store = createToastStore();
    function Host({ toasts }: { toasts: ToastStore }) {
      useEffect(() => {
        toasts.error({ title: 'First error after load' });
      }, [toasts]);
      return <Toaster store={toasts} />;
    }
    // Mounted after a load, as the app's toast host is.
    function Loader() {
      const [Loaded, setLoaded] = useState<ComponentType<{ toasts: ToastStore }> | null>(null);
      useEffect(() => {
        void Promise.resolve().then(() => setLoaded(() => Host));
      }, []);
      return Loaded ? <Loaded toasts={store} /> : null;
    }
    renderDs(<Loader />);
    expect(await screen.findByRole('alert', { name: 'First error after load' })).toBeInTheDocument();
  });
});
