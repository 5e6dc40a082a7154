import { type ReactNode, useDeferredValue } from 'react';

export interface RevealInTransitionProps {
  /** What shows until the content is rendered: the screen's own placeholder. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A screen's content, rendered in a transition: React renders it in slices the browser works between,
 * and commits it all at once. A screen mounts this once its reads are in; its first render shows the
 * fallback, the next (a deferred value's, in a transition) the content. An answer reaches a screen
 * synchronously (SWR), and a form of forty fields with their Ark machines filled in within the render
 * that heard of it: one long task of the main thread on a slow tablet (issue 22's figures). Once shown,
 * the content stays until the screen unmounts this (not ready any more: the screen's placeholder).
 */
export function RevealInTransition({ fallback, children }: RevealInTransitionProps) {
  const revealed = useDeferredValue(true, false);
  return revealed ? children : fallback;
}
