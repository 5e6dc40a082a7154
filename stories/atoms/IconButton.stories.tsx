import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton, iconButtonSizes, iconButtonVariants, iconNames, Inline } from '../../design-system';

const meta = {
  title: 'Atoms/IconButton',
  component: IconButton,
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
  args: { label: 'Open menu', icon: 'menu' },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={variant} />
      ))}
    </Inline>
  ),
};

export const Small: Story = { args: { size: 'small', icon: 'close', label: 'Close' } };
export const Disabled: Story = { args: { disabled: true, icon: 'trash', label: 'Delete' } };
