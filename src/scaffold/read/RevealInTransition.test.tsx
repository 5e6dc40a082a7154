import { act, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RevealInTransition } from './RevealInTransition';

/** Records each render of the content. */
function Content({ seen }: { seen: string[] }) {
  seen.push('content');
  return <output aria-label="screen">content</output>;
}

/** A screen: its placeholder until its reads are in, then its content revealed in a transition. */
function Screen({ seen }: { seen: string[] }) {
  const [ready, setReady] = useState(false);
  const placeholder = () => {
    seen.push('placeholder');
    return <output aria-label="screen">placeholder</output>;
  };
  return (
    <>
      <button type="button" onClick={() => setReady((r) => !r)}>
        toggle
      </button>
      {ready ? (
        <RevealInTransition fallback={<Placeholder render={placeholder} />}>
          <Content seen={seen} />
        </RevealInTransition>
      ) : (
        <Placeholder render={placeholder} />
      )}
    </>
  );
}

function Placeholder({ render }: { render: () => ReactNode }) {
  return render();
}

describe('RevealInTransition: a screen fills in in a render of its own, in a transition (issue 22 figures)', () => {
  it('the render that hears the reads are in keeps the placeholder; the next shows the content', async () => {
    const seen: string[] = [];
    render(<Screen seen={seen} />);
    expect(seen).toEqual(['placeholder']);
    seen.length = 0;
    await act(async () => screen.getByRole('button').click());
    expect(seen[0]).toBe('placeholder');
    expect(seen.at(-1)).toBe('content');
    expect(screen.getByRole('status', { name: 'screen' })).toHaveTextContent('content');
  });

  it('not ready any more is shown at once, never content without its reads', async () => {
    const seen: string[] = [];
    render(<Screen seen={seen} />);
    await act(async () => screen.getByRole('button').click());
    seen.length = 0;
    await act(async () => screen.getByRole('button').click());
    expect(seen).toEqual(['placeholder']);
    expect(screen.getByRole('status', { name: 'screen' })).toHaveTextContent('placeholder');
  });
});
