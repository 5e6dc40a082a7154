import type { RoleFlags } from '../domain/roles';

/**
 * What the server's render of a portal page (src/app/prerender.tsx, renderPortalPage) knows that a
 * browser keeps in its document and its storage: the base path (<base href>) and the session's role
 * flags (kept at log-on). Set for one render only: renderToString is synchronous, so no other
 * request's render can see it.
 */
export interface ServerRenderContext {
  basePath: string;
  roleFlags: RoleFlags;
}

let current: ServerRenderContext | null = null;

/** The context of the server render under way, or null (in a browser, or between renders). */
export function serverRenderContext(): ServerRenderContext | null {
  return current;
}

/** Runs a synchronous render with `context` set, and clears it after. */
export function withServerRenderContext<T>(context: ServerRenderContext, render: () => T): T {
  current = context;
  try {
    return render();
  } finally {
    current = null;
  }
}
