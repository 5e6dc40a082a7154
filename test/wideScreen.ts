/** A media query list that answers `matches` (jsdom has no matchMedia). */
function mediaList(query: string, matches: boolean) {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}

/**
 * A desktop-wide window for component tests: every media query matches, so the side menu is the
 * permanent column (jsdom has no matchMedia).
 */
export function wideScreen() {
  window.matchMedia = ((query: string) => mediaList(query, true)) as typeof window.matchMedia;
}

/** A window of this width for component tests: min-width and max-width queries answer for it. */
export function screenWidth(px: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return mediaList(query, (!min || px >= Number(min[1])) && (!max || px <= Number(max[1])));
  }) as typeof window.matchMedia;
}
