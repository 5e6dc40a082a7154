import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Icon, iconNames, iconSizes, Text, textTones } from '../../design-system';

const meta = {
  title: 'Atoms/Icon',
  component: Icon,
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'select', options: textTones },
  },
  args: { name: 'store', size: 'large' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Labelled: Story = { args: { name: 'warning', tone: 'caution', label: 'Warning' } };

export const Gallery: Story = {
  render: (args) => (
    <Box display="grid" gridTemplateColumns={{ mobile: '2', tablet: '4' }} gap="medium">
      {iconNames.map((name) => (
        <Box key={name} display="flex" alignItems="center" gap="small">
          <Icon {...args} name={name} />
          <Text size="small">{name}</Text>
        </Box>
      ))}
    </Box>
  ),
};
