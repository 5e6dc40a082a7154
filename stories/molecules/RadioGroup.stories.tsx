import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from '../../design-system';

const meta = {
  title: 'Molecules/RadioGroup',
  component: RadioGroup,
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  args: {
    label: 'Discount type',
    name: 'discountType',
    options: [
      { value: 'percent', label: 'Percentage' },
      { value: 'flat', label: 'Flat amount' },
      { value: 'free', label: 'Free item', disabled: true },
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'flat' } };
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'percent' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'percent' } };
export const Invalid: Story = { args: { invalid: true } };
