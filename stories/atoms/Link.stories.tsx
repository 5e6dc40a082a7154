import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Text } from '../../design-system';

const meta = {
  title: 'Atoms/Link',
  component: Link,
  args: { href: '#reports', children: 'Reports' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const External: Story = {
  args: { href: 'https://example.com', external: true, children: 'Help centre' },
};

export const InText: Story = {
  render: (args) => (
    <Text as="p">
      See the <Link {...args}>daily report</Link> for details.
    </Text>
  ),
};
