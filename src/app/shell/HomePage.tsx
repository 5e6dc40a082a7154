import { Link as RouterLink } from 'wouter';
import { Box, Heading, Stack, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { SideMenuSection } from '../../../design-system';

/** The default portal index (users without the my-store features): the areas they can open. */
export function HomePage({ name, sections }: { name: string; sections: SideMenuSection[] }) {
  const { t } = useT();
  return (
    <Stack space="large">
      <Heading level={1}>{t('Home.Title', { name })}</Heading>
      <Text tone="muted">{t('Home.Intro')}</Text>
      <Box
        as="ul"
        display="grid"
        gridTemplateColumns={{ mobile: '1', tablet: '2', large: '3' }}
        gap="medium"
        padding="none"
        margin="none"
      >
        {sections.map((s) => (
          <Box
            as="li"
            key={s.id}
            background="surface"
            borderRadius="medium"
            boxShadow="small"
            padding="large"
          >
            <Stack space="small">
              <Heading level={2}>{s.label}</Heading>
              {s.items[0] ? <RouterLink href={s.items[0].href}>{s.items[0].label}</RouterLink> : null}
            </Stack>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
