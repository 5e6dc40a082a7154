import type { Meta, StoryObj } from '@storybook/react-vite';
import { LastChangedBy } from '../../src/scaffold/history/LastChangedBy';
import { withIntl } from '../pages/loginFixtures';
import { discountChanges, historyFixture } from './historyFixtures';

const meta = {
  title: 'Scaffold/LastChangedBy',
  component: LastChangedBy,
  decorators: [withIntl],
  args: { history: historyFixture('discount', discountChanges) },
} satisfies Meta<typeof LastChangedBy>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who changed the record last, and when. */
export const Changed: Story = {};
/** Nothing recorded (or not loaded yet): nothing shown. */
export const NoChange: Story = { args: { history: historyFixture('discount', []) } };
