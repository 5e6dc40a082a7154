/**
 * Brings the focused field's error into view, a frame after it has rendered.
 *
 * A refused save focuses the first field in error, and the browser scrolls that field into view;
 * the error that renders under it a moment later can stay hidden under a dialog's footer (the POS
 * PIN at 375 px). The error is what describes the field, last in its `aria-describedby`.
 */
export function revealFocusedFieldError(): void {
  requestAnimationFrame(() => {
    const field = document.activeElement;
    const ids = field?.getAttribute('aria-describedby')?.split(' ') ?? [];
    const error = ids.length ? document.getElementById(ids[ids.length - 1]) : null;
    // jsdom has no scrollIntoView
    error?.scrollIntoView?.({ block: 'nearest' });
  });
}
