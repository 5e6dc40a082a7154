import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways), followed as it and
 * its content resize. A grid that scrolls sideways gets a tab stop on its scroller, so keyboard users
 * can scroll it too (WCAG 2.1.1; axe "scrollable-region-focusable"). Measured by the observer, which
 * reports after the browser's own layout: reading the widths as the grid commits would force a layout
 * of the whole page inside the commit's task (a long task on a slow tablet).
 */
export function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') return measure();
    // an observer reports each element once at first, then at each resize
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}
