import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeTones, Inline } from '../../design-system';

const meta = {
  title: 'Atoms/Badge',
  component: Badge,
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  args: { tone: 'positive', children: 'Active' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Inline space="small">
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};
