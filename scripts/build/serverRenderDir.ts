/**
 * Where the build puts the server's render of the pages (src/app/prerender.tsx built for Node):
 * beside the portal's output, never in it, so nothing of it is served or precached. The build renders
 * the login page with it; the server loads it to render portal pages (server/routes/portalRender.ts).
 */
export const serverRenderDir = (outDir: string) => `${outDir.replace(/\/+$/, '')}-ssr`;
