import type { Meta, StoryObj } from '@storybook/react-vite';
import { Disclosure, Stack, Text } from '../../design-system';

const meta = {
  title: 'Molecules/Disclosure',
  component: Disclosure,
  args: {
    summary: 'Change history (3 changes)',
    children: (
      <Stack space="small">
        <Text>Olivia Owner, 11/08/2026, 7:48 AM: amount 15.00 → 20.00</Text>
        <Text>Marco Manager, 11/18/2026, 12:36 AM: show on activity summary no → yes</Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the button. */
export const Closed: Story = {};
/** Open at first. */
export const Open: Story = { args: { defaultOpen: true } };
