import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways), followed as it and
 * its content resize. A grid that scrolls sideways gets a tab stop on its scroller, so keyboard users
 * can scroll it too (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}
