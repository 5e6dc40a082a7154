import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy } from 'react';
import { Alert, Button, OnFirstUse } from '../../design-system';

/** Stands for a popup's chunk: arrives after 600 ms, as on a slow connection. */
const SlowPanel = lazy(
  () =>
    new Promise<{ default: (p: { how: string }) => React.ReactNode }>((resolve) =>
      setTimeout(
        () =>
          resolve({
            default: ({ how }) => (
              <Alert tone="info" title="Loaded">
                {`The control's machinery arrived; opened by ${how}.`}
              </Alert>
            ),
          }),
        600,
      ),
    ),
);

const meta = {
  title: 'Atoms/OnFirstUse',
  component: OnFirstUse<string>,
  args: {
    idle: (use: (how: string) => void) => (
      <Button variant="soft" onClick={() => use('a press')}>
        Show the definition
      </Button>
    ),
    loaded: (how: string) => <SlowPanel how={how} />,
  },
} satisfies Meta<typeof OnFirstUse<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plain button until pressed; it stays while the chunk comes, then the loaded control replaces it. */
export const Default: Story = {};
