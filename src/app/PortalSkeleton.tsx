import { Box, Spinner } from '../../design-system';

/**
 * What a portal page shows until the shell has its data: the header bar in the brand's colour and a
 * spinner. The build writes it into the portal page (src/app/prerender.tsx), so the page paints before
 * any script; the shell's own fallbacks are the same, so nothing jumps when the script takes over.
 */
export function PortalSkeleton() {
  return (
    <Box display="flex" flexDirection="column" minHeight="screen" background="body">
      <Box background="header" boxShadow="small" height="header" flexShrink={0} />
      <Box display="flex" alignItems="center" justifyContent="center" flexGrow={1}>
        <Spinner size="large" delayed />
      </Box>
    </Box>
  );
}
