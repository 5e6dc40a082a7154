import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '../../design-system';
import { myStoreTabs } from '../../src/domain/access/routeAccess';
import { accessContextFor } from '../../src/domain/access/context';
import { MyStorePage } from '../../src/features/mystore/MyStorePage';
import { contexts, withIntl } from './shellPageFixtures';

/** In the portal each tab embeds its classic page; the story names the page instead. */
const renderTab = (tab: { classicPath: string }, title: string) => (
  <Box padding="large" background="surface" borderRadius="medium">
    <Text>{`${title}: Legacy${tab.classicPath}`}</Text>
  </Box>
);

const meta = {
  title: 'Pages/Shell/MyStore',
  component: MyStorePage,
  decorators: [withIntl],
  args: { tabs: myStoreTabs(contexts.owner), renderTab },
} satisfies Meta<typeof MyStorePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Activity summary (selected), sales dashboard, customer dashboard. */
export const ThreeTabs: Story = {};
/** The bank reseller in product mode 4: no customer dashboard. */
export const BankProductMode4: Story = {
  args: { tabs: myStoreTabs(accessContextFor({ resellerId: 10017, productMode: 4 })) },
};
/** With the reporting flag the sales and activity tabs embed the full report. */
export const EmbeddedReports: Story = {
  args: { tabs: myStoreTabs(accessContextFor({ embeddedReports: true })) },
};
