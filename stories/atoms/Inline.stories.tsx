import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Inline, inlineAligns, inlineAlignYs } from '../../design-system';

const item = (text: string) => (
  <Box key={text} background="brandSoft" padding="small" borderRadius="small">
    {text}
  </Box>
);

const meta = {
  title: 'Atoms/Inline',
  component: Inline,
  argTypes: {
    space: { control: 'select', options: ['none', 'xsmall', 'small', 'medium', 'large', 'xlarge'] },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'tablet', 'large'] },
  },
  args: { space: 'small', children: ['One', 'Two', 'Three', 'Four', 'Five'].map(item) },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SpaceBetween: Story = { args: { align: 'space-between' } };
export const CollapseBelowTablet: Story = { args: { collapseBelow: 'tablet', space: 'medium' } };
export const NoWrap: Story = { args: { wrap: false } };
