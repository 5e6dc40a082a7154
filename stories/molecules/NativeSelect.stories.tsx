import type { Meta, StoryObj } from '@storybook/react-vite';
import { NativeSelect } from '../../design-system';

const meta = {
  title: 'Molecules/NativeSelect',
  component: NativeSelect,
  args: {
    label: 'Language',
    options: [
      { value: 'en-US', label: 'English' },
      { value: 'fr-CA', label: 'Français' },
    ],
    defaultValue: 'en-US',
  },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Disabled: Story = { args: { disabled: true } };
