import { useDeferredValue } from 'react';

/**
 * Whether a screen whose reads are all in shows its content: at first `ready` is told to the next
 * render, which React runs in a transition and so in slices the browser works between. An answer
 * reaches the screen synchronously (SWR), and a form of forty fields with their Ark machines filled
 * in within the render that heard of it — one long task of the main thread on a slow tablet (issue 22's
 * figures). The render that hears of the last answer keeps the placeholder; the next fills the screen
 * in, all at once (a screen's parts never arrive one by one). Not ready is told at once.
 */
export function useRevealInTransition(ready: boolean): boolean {
  const revealed = useDeferredValue(ready);
  return ready && revealed;
}
