import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack, stackAligns } from '../../design-system';

const spaces = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
  'xxxlarge',
] as const;

const item = (text: string) => (
  <Box background="brandSoft" padding="small" borderRadius="small">
    {text}
  </Box>
);

const meta = {
  title: 'Atoms/Stack',
  component: Stack,
  argTypes: {
    space: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: stackAligns },
  },
  args: { space: 'medium', children: [item('One'), item('Two'), item('Three')] },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centered: Story = { args: { align: 'center', space: 'large' } };
export const Responsive: Story = { args: { space: { mobile: 'small', tablet: 'large', large: 'xxlarge' } } };
