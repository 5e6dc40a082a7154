import { useEffect } from 'react';

/** Where the page is: the address and the history entry's state (wouter keeps navigation state there). */
interface Here {
  url: string;
  state: unknown;
}

/** What the guard uses of the Navigation API (Chromium): its traversals, before they happen. */
interface TraverseEvent extends Event {
  navigationType: string;
  cancelable: boolean;
  destination: { key: string };
}
interface Navigation extends EventTarget {
  traverseTo(key: string): unknown;
}

/**
 * Back and Forward (the browser's buttons, a tablet's back gesture) while `isDirty()`: the move is
 * held and `ask(leave)` asks the user. Staying needs nothing more; `leave` goes where the user was
 * going.
 *
 * Where the browser has the Navigation API (Chromium), the move is cancelled before the address
 * changes (its `navigate` event). A popstate comes only once the address has changed, and Chromium
 * lets a render run in between: the router (wouter reads the address as its store) would already
 * have left the form. Elsewhere, and where the browser does not let the page cancel (no user
 * activation), the popstate is held: this capturing listener runs before the router's, stops it
 * and puts the page's own entry back.
 */
export function useHistoryGuard(isDirty: () => boolean, ask: (leave: () => void) => void): void {
  useEffect(() => {
    let here: Here = { url: window.location.href, state: window.history.state };
    let passNext = false;
    const remember = () => {
      here = { url: window.location.href, state: window.history.state };
    };
    const navigation = (window as Window & { navigation?: Navigation }).navigation;
    const onNavigate = (event: Event) => {
      const traverse = event as TraverseEvent;
      if (traverse.navigationType !== 'traverse' || !traverse.cancelable) return;
      if (passNext || !isDirty()) return;
      event.preventDefault();
      const to = traverse.destination.key;
      ask(() => {
        passNext = true;
        navigation?.traverseTo(to);
      });
    };
    const onPopState = (event: PopStateEvent) => {
      if (passNext || !isDirty()) {
        passNext = false;
        remember();
        return;
      }
      event.stopImmediatePropagation();
      const page = here;
      window.history.pushState(page.state, '', page.url);
      ask(() => {
        passNext = true;
        window.history.back();
      });
    };
    navigation?.addEventListener('navigate', onNavigate);
    window.addEventListener('popstate', onPopState, true);
    // wouter announces its own navigations with these events (it patches pushState and replaceState)
    window.addEventListener('pushState', remember);
    window.addEventListener('replaceState', remember);
    return () => {
      navigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('pushState', remember);
      window.removeEventListener('replaceState', remember);
    };
  }, [isDirty, ask]);
}
