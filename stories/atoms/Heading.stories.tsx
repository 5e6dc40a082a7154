import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, headingLevels, Stack } from '../../design-system';

const meta = {
  title: 'Atoms/Heading',
  component: Heading,
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
  args: { level: 1, children: 'Discounts' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: () => (
    <Stack space="medium">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading {level}
        </Heading>
      ))}
    </Stack>
  ),
};
