import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Text } from '../../design-system';

const meta = {
  title: 'Molecules/Card',
  component: Card,
  argTypes: { span: { control: 'inline-radio', options: ['cell', 'row'] } },
  args: {
    title: 'Balance',
    children: <Text>$1,240.00 due on 12/01/2026</Text>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FullRow: Story = { args: { title: 'Sales by day', span: 'row' } };
