import { startStartupReads } from './api/startupReads';
import { DEFERRED_PRELOADS_ID, HYDRATE_ATTRIBUTE } from './domain/startupReads';

/**
 * The entry script, kept tiny. On a portal page it asks at once for the portal data, the feature
 * flags and the landing screen's first reads, beside the shell's chunks the page preloads, and
 * starts the portal. The login page is painted from its HTML
 * already (prerendered by the build): its script comes after that first paint, so it never competes
 * with the stylesheet and the logo, and the form shows before any JavaScript arrives.
 */
startStartupReads();

const root = document.getElementById('root');
// the login page's markup, or a portal page's the server rendered, is taken over as it is
const hydrate = root?.hasAttribute(HYDRATE_ATTRIBUTE) ?? false;
// React DOM and the app's start asked for at once: the start chunk imports React DOM dynamically,
// so each is evaluated in a task of its own (together, they were the page's longest start-up task)
const start = () => {
  // fetched and evaluated early only: a failure shows where the start chunk awaits the same import
  void import('react-dom/client').catch(() => {});
  return import('./app/start').then((app) => root && app.start(root, hydrate));
};

/** A portal page the server rendered lists its chunks' preloads apart: asked for once it has painted. */
function addDeferredPreloads() {
  const template = document.getElementById(DEFERRED_PRELOADS_ID);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content.cloneNode(true));
}

// after the first paint (the login form, a portal page's first render, or the portal's placeholder):
// the app's code then runs without holding the page's first frame back; its chunks and the reads
// load meanwhile
requestAnimationFrame(() =>
  setTimeout(() => {
    addDeferredPreloads();
    void start();
  }, 0),
);
