import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack, Text, textElements, textSizes, textTones, textWeights } from '../../design-system';

const meta = {
  title: 'Atoms/Text',
  component: Text,
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    as: { control: 'select', options: textElements },
    align: { control: 'inline-radio', options: ['left', 'center', 'right'] },
  },
  args: { children: 'Daily sales summary' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {textTones.map((tone) =>
        tone === 'inverse' ? (
          <Box key={tone} background="brand" padding="xsmall">
            <Text {...args} tone={tone}>
              {tone}
            </Text>
          </Box>
        ) : (
          <Text key={tone} {...args} tone={tone}>
            {tone}
          </Text>
        ),
      )}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}
        </Text>
      ))}
    </Stack>
  ),
};

export const Truncated: Story = {
  render: (args) => (
    <Box maxWidth="small" style={{ width: 200 }}>
      <Text {...args} truncate title="A very long store name that does not fit">
        A very long store name that does not fit
      </Text>
    </Box>
  ),
};
