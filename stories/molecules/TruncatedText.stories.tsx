import type { Meta, StoryObj } from '@storybook/react-vite';
import { TruncatedText } from '../../design-system';

const meta = {
  title: 'Molecules/TruncatedText',
  component: TruncatedText,
  args: {
    shown: 'Register 1, Reg…',
    whole: 'Register 1, Register 2, Register 3',
    title: 'Devices of Harbor Downtown',
    moreLabel: 'show the whole list',
  },
} satisfies Meta<typeof TruncatedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shortened: Story = {};
export const Whole: Story = { args: { shown: 'Dine In', whole: 'Dine In' } };
