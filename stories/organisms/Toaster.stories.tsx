import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Button, createToastStore, Inline, Toaster } from '../../design-system';

function Example({ initial }: { initial: boolean }) {
  const [store] = useState(() => createToastStore());
  useEffect(() => {
    // Ark measures toasts with ResizeObserver, which jsdom (the stories smoke test) lacks.
    if (!initial || typeof ResizeObserver === 'undefined') return;
    store.success({ title: 'Discount saved', description: 'It applies from tomorrow.', duration: 600_000 });
    store.error({
      title: 'Save failed',
      description: 'The connection was lost. Try again.',
      duration: 600_000,
    });
    return () => store.remove();
  }, [initial, store]);
  return (
    <>
      <Inline space="small">
        <Button
          variant="soft"
          onClick={() => store.info({ title: 'New version', description: 'Reload to update.' })}
        >
          Info
        </Button>
        <Button variant="soft" onClick={() => store.success({ title: 'Saved' })}>
          Positive
        </Button>
        <Button
          variant="soft"
          onClick={() => store.warning({ title: 'Offline', description: 'Showing saved data.' })}
        >
          Caution
        </Button>
        <Button variant="critical" onClick={() => store.error({ title: 'Save failed' })}>
          Critical
        </Button>
      </Inline>
      <Toaster store={store} />
    </>
  );
}

const meta = {
  title: 'Organisms/Toaster',
  component: Toaster,
  args: { store: createToastStore() },
  render: () => <Example initial={false} />,
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Triggers: Story = {};
export const WithToasts: Story = { render: () => <Example initial /> };
