import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, Text, TextField } from '../../design-system';

const meta = {
  title: 'Molecules/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'general', children: null },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Store settings">
        <Tabs.Trigger value="general">General</Tabs.Trigger>
        <Tabs.Trigger value="hours">Hours</Tabs.Trigger>
        <Tabs.Trigger value="payments">Payments</Tabs.Trigger>
        <Tabs.Trigger value="fees" disabled>
          Fees
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="general">
        <TextField label="Store name" />
      </Tabs.Content>
      <Tabs.Content value="hours">
        <Text>Opening hours</Text>
      </Tabs.Content>
      <Tabs.Content value="payments">
        <Text>Payment types</Text>
      </Tabs.Content>
      <Tabs.Content value="fees">
        <Text>Fees</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'hours' } };
export const ManualActivation: Story = { args: { activationMode: 'manual' } };

/** On a phone the row scrolls sideways: the edge with more tabs beyond it fades out. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Tabs.Root {...args}>
        <Tabs.List aria-label="Ticket">
          <Tabs.Trigger value="general">Details</Tabs.Trigger>
          <Tabs.Trigger value="lines">Lines</Tabs.Trigger>
          <Tabs.Trigger value="payments">Payments</Tabs.Trigger>
          <Tabs.Trigger value="taxes">Taxes</Tabs.Trigger>
          <Tabs.Trigger value="notes">Notes</Tabs.Trigger>
          <Tabs.Trigger value="receipt">Receipt</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="general">
          <Text>Ticket details</Text>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  ),
};
