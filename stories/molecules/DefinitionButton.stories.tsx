import type { Meta, StoryObj } from '@storybook/react-vite';
import { DefinitionButton, Inline, Text } from '../../design-system';

/** A figure's definition one tap away, beside the figure (a summary line, a table's caption). */
const meta = {
  title: 'Molecules/DefinitionButton',
  component: DefinitionButton,
  decorators: [
    (Story) => (
      <Inline space="xsmall" alignY="center">
        <Text>Net sales: $1,512.35</Text>
        <Story />
      </Inline>
    ),
  ],
  args: {
    term: 'Net sales',
    label: 'About net sales',
    text: 'Item sales of the sale tickets (gift cards sold are not sales) less their discounts, less refunds.',
  },
} satisfies Meta<typeof DefinitionButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
