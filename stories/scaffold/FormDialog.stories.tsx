import type { Meta, StoryObj } from '@storybook/react-vite';
import { withIntl } from '../pages/loginFixtures';
import { ContactDialog } from './formDialogFixture';

const meta = {
  title: 'Scaffold/FormDialog',
  component: ContactDialog,
  decorators: [withIntl],
  args: { contact: { name: 'Marco Manager', email: 'marco@harborbistro.example' }, outcome: 'success' },
} satisfies Meta<typeof ContactDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
/** Someone else saved the contact first: the save offers their version with my changes over it. */
export const Stale: Story = { args: { outcome: 'stale' } };
