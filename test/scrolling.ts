/**
 * jsdom has no `scrollIntoView`: this lends one that records each element scrolled into view and the
 * options it was given. `restore` takes it back (jsdom's prototype without it again).
 */
export function recordScrollsIntoView() {
  const scrolled: Element[] = [];
  const options: unknown[] = [];
  Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
    scrolled.push(this);
    options.push(arg);
  };
  return {
    scrolled,
    options,
    restore: () => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    },
  };
}
