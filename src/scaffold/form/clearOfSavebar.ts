import { type RefObject, useEffect } from 'react';

/** Room left between a focused field (with its message line) and the save bar above which it shows. */
export const SAVEBAR_CLEARANCE_PX = 8;

/**
 * How far the page must scroll up so that a field ending at `fieldBottom` shows above a line at
 * `limit` (the save bar's top, or the top of an on-screen keyboard): 0 when it already does.
 */
export function scrollToClear(fieldBottom: number, limit: number): number {
  return Math.max(0, Math.ceil(fieldBottom + SAVEBAR_CLEARANCE_PX - limit));
}

/** Where the focused field ends: its control, or the message line under it (what describes it). */
function bottomOf(field: HTMLElement): number {
  let bottom = field.getBoundingClientRect().bottom;
  for (const id of field.getAttribute('aria-describedby')?.split(' ') ?? []) {
    const described = document.getElementById(id);
    if (described) bottom = Math.max(bottom, described.getBoundingClientRect().bottom);
  }
  return bottom;
}

/**
 * Keeps the focused field of a form clear of its sticky save bar: when focus lands on a field (Tab, a
 * tap, a refused save's first error) or the visible area shrinks (a tablet's keyboard opening), a
 * field under the bar is scrolled up above it. The browser only scrolls a focused field into the
 * window, where the sticky bar may still cover it.
 */
export function useFocusClearOfSavebar(
  form: RefObject<HTMLElement | null>,
  bar: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    let frame = 0;
    const reveal = () => {
      const field = document.activeElement;
      if (!(field instanceof HTMLElement) || !form.current?.contains(field) || !bar.current) return;
      const viewport = window.visualViewport;
      const visibleBottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      const limit = Math.min(bar.current.getBoundingClientRect().top, visibleBottom);
      const by = scrollToClear(bottomOf(field), limit);
      if (by > 0) window.scrollBy({ top: by });
    };
    // after the browser's own scroll into view, and after the field's error has rendered
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(reveal);
    };
    document.addEventListener('focusin', later);
    window.visualViewport?.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', later);
      window.visualViewport?.removeEventListener('resize', later);
    };
  }, [form, bar]);
}
