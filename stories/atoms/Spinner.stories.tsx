import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner, spinnerSizes } from '../../design-system';

const meta = {
  title: 'Atoms/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 'large', label: 'Loading tickets' } };
export const Small: Story = { args: { size: 'small' } };
/** For a wait that is usually short (the portal page's placeholder): unseen for its first second. */
export const WithLabel: Story = { args: { label: 'Checking row 40 of 5,000…', showLabel: true } };
export const Delayed: Story = { args: { size: 'large', delayed: true } };
