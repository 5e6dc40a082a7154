import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertManagementPage } from '../../src/features/settings/alerts/AlertManagementPage';
import { alertsFixture } from './payCodeFixtures';
import { withIntl } from './shellPageFixtures';

const meta = {
  title: 'Pages/AlertManagement',
  component: AlertManagementPage,
  decorators: [withIntl],
  args: {
    values: alertsFixture,
    readOnly: false,
    asOf: null,
    saveState: 'default',
    saveError: null,
    onSubmit: () => {},
  },
} satisfies Meta<typeof AlertManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor Downtown: sales and discount alerts on with their thresholds. */
export const Default: Story = {};
/** A company view of several sites: read-only. */
export const CompanyView: Story = { args: { readOnly: true } };
