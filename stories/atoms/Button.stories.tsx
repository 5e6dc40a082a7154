import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, buttonSizes, buttonVariants, iconNames, Inline } from '../../design-system';

const meta = {
  title: 'Atoms/Button',
  component: Button,
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: 'select', options: [undefined, ...iconNames] },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
  },
  args: { children: 'Save' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcon: Story = { args: { icon: 'plus', children: 'Add item', variant: 'soft' } };
export const Small: Story = {
  args: { size: 'small', children: 'Export', icon: 'download', variant: 'ghost' },
};
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign in' } };
export const Critical: Story = { args: { variant: 'critical', icon: 'trash', children: 'Delete' } };
