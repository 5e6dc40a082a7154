import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExportProgress } from '../../src/scaffold/export/ExportProgress';
import type { StreamedCsvExport } from '../../src/scaffold/export/useStreamedCsvExport';
import { withIntl } from '../pages/loginFixtures';

type Run = Pick<StreamedCsvExport, 'state' | 'progress' | 'error' | 'cancel'>;

const run = (over: Partial<Run>): Run => ({
  state: 'idle',
  progress: { rows: 0, total: null, expected: null },
  error: null,
  cancel: () => {},
  ...over,
});

/**
 * A streamed CSV export's progress (src/scaffold/export: the server's NDJSON rows built into a
 * file by the CSV worker): the labelled bar and Cancel while it runs, then what became of it.
 */
const meta = {
  title: 'Scaffold/ExportProgress',
  component: ExportProgress,
  decorators: [withIntl],
  args: { label: 'POS Trans', export: run({}) },
} satisfies Meta<typeof ExportProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: nothing shows (the live region waits, empty). */
export const Idle: Story = {};
/** Asked, the server has not said how many rows yet: an indeterminate bar. */
export const Starting: Story = { args: { export: run({ state: 'running' }) } };
export const Running: Story = {
  args: { export: run({ state: 'running', progress: { rows: 42000, total: 250000, expected: 100000 } }) },
};
export const Done: Story = {
  args: { export: run({ state: 'done', progress: { rows: 1234, total: 1234, expected: 1234 } }) },
};
/** More rows match than one export holds: the file has the newest, and says so. */
export const DoneNewest: Story = {
  args: { export: run({ state: 'done', progress: { rows: 100000, total: 250000, expected: 100000 } }) },
};
export const NothingToExport: Story = {
  args: { export: run({ state: 'done', progress: { rows: 0, total: 0, expected: 0 } }) },
};
export const Cancelled: Story = { args: { export: run({ state: 'cancelled' }) } };
export const Offline: Story = {
  args: {
    export: run({
      state: 'failed',
      error: 'Exports need the connection. Connect to the internet and try again.',
    }),
  },
};
