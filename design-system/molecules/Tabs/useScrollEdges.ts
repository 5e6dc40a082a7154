import { type RefObject, useEffect } from 'react';

/** Within this of an end, a row counts as scrolled to it (sub-pixel widths). */
const SLACK = 1;

/**
 * Marks a row that scrolls sideways with where more of it lies: `data-more-start` when content is
 * hidden before the visible part, `data-more-end` when after (its style fades that edge, the hint
 * that the row scrolls). Kept up to date as the row scrolls and as it or its content resizes.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const mark = () => {
      const start = Math.abs(row.scrollLeft);
      const hidden = row.scrollWidth - row.clientWidth;
      row.toggleAttribute('data-more-start', start > SLACK);
      row.toggleAttribute('data-more-end', hidden - start > SLACK);
    };
    mark();
    row.addEventListener('scroll', mark, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resized?.observe(row);
    for (const child of Array.from(row.children)) resized?.observe(child);
    return () => {
      row.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, [ref]);
}
