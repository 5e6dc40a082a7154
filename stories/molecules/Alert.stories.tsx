import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, alertTones, Button, Stack } from '../../design-system';

const meta = {
  title: 'Molecules/Alert',
  component: Alert,
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  args: { tone: 'info', children: 'Reports refresh every 15 minutes.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack space="medium">
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={tone}>
          Message text
        </Alert>
      ))}
    </Stack>
  ),
};

export const WithActionAndDismiss: Story = {
  args: {
    tone: 'critical',
    title: 'Save failed',
    children: 'The connection dropped. Your changes are kept.',
    action: (
      <Button size="small" variant="soft">
        Retry
      </Button>
    ),
    onDismiss: () => {},
  },
};

export const Offline: Story = {
  args: { tone: 'caution', title: 'Offline', children: 'Showing data as of 10:42.' },
};

export const AutoHide: Story = {
  args: { tone: 'positive', children: 'Saved discount', autoHideMs: 5000 },
};
