import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchField } from '../../design-system';

const meta = {
  title: 'Molecules/SearchField',
  component: SearchField,
  args: { label: 'Search items', placeholder: 'Name or POS id' },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithText: Story = { args: { defaultValue: 'coffee' } };
export const Disabled: Story = { args: { disabled: true } };
