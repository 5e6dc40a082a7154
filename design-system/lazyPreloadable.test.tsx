import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  lazyPreloadable,
  PAGE_SETTLED_MS,
  useOnFirstInput,
  useOpenAfterMount,
  useTrueOnceTrue,
  useWhenIdle,
} from './lazyPreloadable';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPreloadable', () => {
  it('preloaded: renders its content in the first render, the fallback never shows', async () => {
    const Screen = lazyPreloadable(async () => Hello);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('not preloaded: suspends like React.lazy, then shows its content', async () => {
    let resolve: (c: typeof Hello) => void = () => {};
    const Screen = lazyPreloadable(() => new Promise<typeof Hello>((r) => (resolve = r)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Ben" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => resolve(Hello));
    expect(await screen.findByText('Hello Ben')).toBeInTheDocument();
  });

  it('loads the chunk once, and again after a failed load', async () => {
    let calls = 0;
    const Screen = lazyPreloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return Hello;
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    await Screen.preload();
    expect(calls).toBe(2);
  });

  it('useTrueOnceTrue and useOpenAfterMount: mounted at the first opening, open from the render after, kept when closed', async () => {
    const seen: string[] = [];
    function Dialog({ open }: { open: boolean }) {
      seen.push(`dialog open=${useOpenAfterMount(open)}`);
      return null;
    }
    function Host({ open }: { open: boolean }) {
      return useTrueOnceTrue(open) ? <Dialog open={open} /> : null;
    }
    const { rerender } = render(<Host open={false} />);
    expect(seen).toEqual([]);
    rerender(<Host open />);
    // mounted closed, then opened
    expect(seen[0]).toBe('dialog open=false');
    expect(seen.at(-1)).toBe('dialog open=true');
    rerender(<Host open={false} />);
    expect(seen.at(-1)).toBe('dialog open=false');
  });

  it('useWhenIdle runs its tasks once, when the page has settled, and a failing task fails alone', async () => {
    vi.useFakeTimers();
    try {
      const ran: string[] = [];
      function Page() {
        useWhenIdle([
          async () => ran.push('a'),
          async () => Promise.reject(new Error('offline')),
          async () => ran.push('c'),
        ]);
        return <p>page</p>;
      }
      const { rerender } = render(<Page />);
      rerender(<Page />);
      await vi.advanceTimersByTimeAsync(PAGE_SETTLED_MS - 1);
      expect(ran).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(ran).toEqual(['a', 'c']);
      await vi.advanceTimersByTimeAsync(PAGE_SETTLED_MS * 2);
      expect(ran).toEqual(['a', 'c']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('useOnFirstInput runs its tasks at the first focus or press, once', async () => {
    let runs = 0;
    function Page() {
      useOnFirstInput([async () => (runs += 1)]);
      return <input aria-label="Name" />;
    }
    render(<Page />);
    expect(runs).toBe(0);
    screen.getByRole('textbox', { name: 'Name' }).focus();
    screen.getByRole('textbox', { name: 'Name' }).blur();
    screen.getByRole('textbox', { name: 'Name' }).focus();
    await waitFor(() => expect(runs).toBe(1));
  });
});
