import { startStartupReads } from './api/startupReads';

/**
 * The entry script, kept tiny. On a portal page it asks at once for the portal data, the feature
 * flags and the landing screen's first reads, beside the shell's chunks the page preloads, and
 * starts the portal. The login page is painted from its HTML
 * already (prerendered by the build): its script comes after that first paint, so it never competes
 * with the stylesheet and the logo, and the form shows before any JavaScript arrives.
 */
startStartupReads();

const root = document.getElementById('root');
// the login page's markup is to be taken over as it is (scripts/build/pageHtml.ts HYDRATE_ATTRIBUTE)
const hydrate = root?.hasAttribute('data-hydrate') ?? false;
const start = () => import('./app/start').then((app) => root && app.start(root, hydrate));

// after the first paint (the login form, or the portal's placeholder): the app's code then runs
// without holding the page's first frame back; its chunks and the reads load meanwhile
requestAnimationFrame(() => setTimeout(start, 0));
