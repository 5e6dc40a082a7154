/**
 * A desktop-wide window for component tests: every media query matches, so the side menu is the
 * permanent column (jsdom has no matchMedia).
 */
export function wideScreen() {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
