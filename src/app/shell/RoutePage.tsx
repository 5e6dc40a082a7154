import { Box, Heading, Stack } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { routeTitleKey, type PortalRoute } from '../../domain/routes';
import { pageMeta } from '../../lib/basePath';
import { LegacyFrame } from './LegacyFrame';

/** A route of the table: its title and its page (the classic page in the frame until a screen replaces it). */
export function RoutePage({ route, path }: { route: PortalRoute; path: string }) {
  const { t } = useT();
  const title = t(routeTitleKey(route.path));
  return (
    <Stack space="large">
      <Heading level={1}>{title}</Heading>
      <Box display="flex" flexDirection="column">
        <LegacyFrame path={path} title={title} origin={pageMeta('backroom:legacy-origin')} />
      </Box>
    </Stack>
  );
}
