import { useEffect } from 'react';

/** Where the page is: the address and the history entry's state (wouter keeps navigation state there). */
interface Here {
  url: string;
  state: unknown;
}

/**
 * Back and Forward (the browser's buttons, a tablet's back gesture) while `isDirty()`: the move is
 * held before the router sees it, the page's own entry is put back, and `ask(leave)` asks the
 * user. Staying needs nothing more; `leave` goes back to where the user was going (the entry
 * before the one put back). A popstate is the browser telling the page the address has already
 * changed, so this is the only way to keep the page: the router (wouter) listens to popstate too,
 * and this capturing listener on the window runs first and stops it.
 */
export function useHistoryGuard(isDirty: () => boolean, ask: (leave: () => void) => void): void {
  useEffect(() => {
    let here: Here = { url: window.location.href, state: window.history.state };
    let passNext = false;
    const remember = () => {
      here = { url: window.location.href, state: window.history.state };
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
    window.addEventListener('popstate', onPopState, true);
    // wouter announces its own navigations with these events (it patches pushState and replaceState)
    window.addEventListener('pushState', remember);
    window.addEventListener('replaceState', remember);
    return () => {
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('pushState', remember);
      window.removeEventListener('replaceState', remember);
    };
  }, [isDirty, ask]);
}
