import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReceiptFrame } from '../../src/scaffold/receipt/ReceiptFrame';
import { LazyReceiptFrame } from '../../src/scaffold/receipt/LazyReceiptFrame';

const header = `<style>.receipt{font-family:monospace;text-align:center}</style>
<div class="receipt"><h1>Harbor Downtown</h1><p>14 Commercial Street</p><p>Portland, ME 04101</p><p>(207) 555-0142</p></div>`;

const meta = {
  title: 'Scaffold/ReceiptFrame',
  component: ReceiptFrame,
  args: { html: header, title: 'Receipt preview', height: '14rem' },
} satisfies Meta<typeof ReceiptFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A receipt's store header (the store configuration's preview). */
export const StoreHeader: Story = {};

/** Whatever the HTML holds, nothing active runs: the script is removed and the frame is sandboxed. */
export const WithActiveContent: Story = {
  args: { html: `${header}<script>alert('x')</script><img src=x onerror="alert(1)">` },
};

/**
 * LazyReceiptFrame: the same frame for a screen that shows a receipt only when asked, its sanitiser
 * loaded with the first preview (a spinner stands in while it loads).
 */
export const Lazy: Story = {
  render: (args) => <LazyReceiptFrame {...args} loadingLabel="Loading the preview" />,
};
