import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVEBAR_CLEARANCE_PX, scrollToClear, useFocusClearOfSavebar } from './clearOfSavebar';

function Form() {
  const form = useRef<HTMLFormElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useFocusClearOfSavebar(form, bar);
  return (
    <>
      <form ref={form}>
        <label>
          Near the top
          <input />
        </label>
        <label>
          Under the bar
          <input />
        </label>
      </form>
      <div ref={bar} role="toolbar" aria-label="Save bar" />
    </>
  );
}

/** Lays an element out at `top`…`bottom` in the window (jsdom lays nothing out). */
function placeAt(element: Element, top: number, bottom: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, bottom } as DOMRect);
}

afterEach(() => vi.restoreAllMocks());

describe('the focused field is kept clear of the sticky save bar', () => {
  it('scrolls by what the field (with its room below) overlaps the bar, and not at all when it shows', () => {
    expect(scrollToClear(700, 720)).toBe(0);
    expect(scrollToClear(740, 720)).toBe(20 + SAVEBAR_CLEARANCE_PX);
  });

  it('a field focused under the bar is scrolled above it; one above it is left where it is', async () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    render(<Form />);
    placeAt(screen.getByRole('toolbar'), 700, 768);
    placeAt(screen.getByLabelText('Near the top'), 100, 144);
    placeAt(screen.getByLabelText('Under the bar'), 710, 754);
    act(() => screen.getByLabelText('Near the top').focus());
    act(() => screen.getByLabelText('Under the bar').focus());
    await waitFor(() => expect(scrollBy).toHaveBeenCalledWith({ top: 54 + SAVEBAR_CLEARANCE_PX }));
    expect(scrollBy).toHaveBeenCalledOnce();
  });
});
