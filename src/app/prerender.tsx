import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { unstable_serialize } from 'swr';
import { ensureAllMessages } from '../../i18n/catalogue';
import { apiKey } from '../api/keys';
import { scopeId, userScopeId } from '../api/scope';
import type { RoleFlags } from '../domain/roles';
import { withServerRenderContext } from '../lib/serverRender';
import type { BrandName } from '../../design-system';
import { App } from './App';
import { pageAnswers, VERSION_PLACEHOLDER } from './pageAnswers';
import { PortalSkeleton } from './PortalSkeleton';
import { Providers } from './Providers';

/**
 * A tree's markup, less the image preloads React writes at its start: the page's head preloads the
 * brand's logo itself (scripts/build/pageHtml.ts), and the script's render writes no such tags.
 */
function markupOf(tree: ReactNode): string {
  return renderToString(tree).replace(/^(?:<link rel="preload"[^>]*\/?>)+/, '');
}

/**
 * The login page's markup for a brand, as the build writes it into the page (scripts/build): it
 * paints before any script runs, then src/main.tsx hydrates the same tree (hydrateRoot). The version
 * is a placeholder the server fills (src/app/pageAnswers.ts).
 */
export function renderLoginPage(brand: BrandName): string {
  return markupOf(
    <StrictMode>
      <App brand={brand} ssrPath="/" fallback={pageAnswers(VERSION_PLACEHOLDER)} />
    </StrictMode>,
  );
}

/**
 * The portal page's placeholder (the header bar and a spinner), painted before any script; the
 * script renders the portal over it (createRoot). The brand's colours come from <html data-brand>.
 */
export function renderPortalSkeleton(): string {
  return markupOf(
    <Providers brand="default">
      <PortalSkeleton />
    </Providers>,
  );
}

/** A portal page to render on the server: its path, the session's start-up answers and role flags. */
export interface PortalPageRequest {
  /** The portal path (/mystore) and its query (?tab=sales, or ''). */
  path: string;
  search: string;
  brand: BrandName;
  basePath: string;
  roleFlags: RoleFlags;
  /** The start-up reads' answers (server/routes/pageStartup.ts). */
  answers: readonly { path: string; body?: unknown; data: unknown }[];
}

/**
 * A portal page's markup as its first render shows it, from the session's start-up answers: the
 * server writes it into the page (server/routes/portalAssets.ts), so the header, the menu and the
 * landing figures paint from the HTML, before any script; the script then renders the same portal
 * over it (createRoot). The shell, the page's screen and the whole catalogue are loaded first, so
 * nothing suspends; what still would (a dialog's chunk) renders its fallback, nothing.
 */
export async function renderPortalPage(page: PortalPageRequest): Promise<string> {
  const [{ PortalShell, preloadScreenOf }] = await Promise.all([
    import('./shell/PortalShell'),
    ensureAllMessages(),
  ]);
  await preloadScreenOf(page.path);
  // keyed as the hooks key them here: no cache scope is kept on the server (api/scope.ts)
  const fallback: Record<string, unknown> = {};
  for (const answer of page.answers)
    for (const keyedBy of ['scope', 'user', 'public'] as const)
      fallback[
        unstable_serialize(
          apiKey(answer.path, answer.body, keyedBy, { scope: scopeId(), user: userScopeId() }),
        )
      ] = answer.data;
  return withServerRenderContext({ basePath: page.basePath, roleFlags: page.roleFlags }, () =>
    markupOf(
      <StrictMode>
        <App
          // a cache of its own: nothing of one user's render stays in the server's memory for another's
          cache={() => new Map()}
          brand={page.brand}
          ssrPath={`${page.basePath}Portal/NewIndex${page.path}`}
          ssrSearch={page.search}
          fallback={fallback}
          portal={PortalShell}
        />
      </StrictMode>,
    ),
  );
}
