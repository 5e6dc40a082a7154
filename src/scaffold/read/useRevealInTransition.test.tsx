import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useRevealInTransition } from './useRevealInTransition';

/** Records what each render showed: the placeholder or the content. */
function Screen({ seen, ready }: { seen: string[]; ready: boolean }) {
  const shown = useRevealInTransition(ready);
  seen.push(shown ? 'content' : 'placeholder');
  return <output aria-label="screen">{shown ? 'content' : 'placeholder'}</output>;
}

function Harness({ seen }: { seen: string[] }) {
  const [ready, setReady] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setReady((r) => !r)}>
        toggle
      </button>
      <Screen seen={seen} ready={ready} />
    </>
  );
}

describe('useRevealInTransition: a screen fills in in a render of its own, in a transition (issue 22 figures)', () => {
  it('the render that hears the reads are in keeps the placeholder; the next shows the content', async () => {
    const seen: string[] = [];
    render(<Harness seen={seen} />);
    expect(seen).toEqual(['placeholder']);
    seen.length = 0;
    await act(async () => screen.getByRole('button').click());
    expect(seen[0]).toBe('placeholder');
    expect(seen.at(-1)).toBe('content');
    expect(screen.getByRole('status', { name: 'screen' })).toHaveTextContent('content');
  });

  it('not ready any more is shown at once, never content without its reads', async () => {
    const seen: string[] = [];
    render(<Harness seen={seen} />);
    await act(async () => screen.getByRole('button').click());
    seen.length = 0;
    await act(async () => screen.getByRole('button').click());
    expect(seen.every((s) => s === 'placeholder')).toBe(true);
  });
});
