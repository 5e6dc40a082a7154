import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../design-system';
import { RecordHeader } from '../../src/scaffold/form/RecordHeader';
import { withIntl } from '../pages/loginFixtures';

const noop = () => {};

const meta = {
  title: 'Scaffold/RecordHeader',
  component: RecordHeader,
  decorators: [withIntl],
  args: { title: 'HAPPY HOUR', backLabel: 'Back to the list', onBack: noop },
} satisfies Meta<typeof RecordHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new record: Back and the title only. */
export const New: Story = { args: { title: 'New discount' } };

/** An existing record with its own action (Delete is the save bar's). */
export const WithActions: Story = { args: { actions: <Button variant="soft">Duplicate</Button> } };
