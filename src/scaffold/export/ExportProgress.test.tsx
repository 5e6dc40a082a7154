import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { ExportProgress } from './ExportProgress';
import type { StreamedCsvExport } from './useStreamedCsvExport';

type Run = Pick<StreamedCsvExport, 'state' | 'progress' | 'error' | 'cancel'>;
const run = (over: Partial<Run>): Run => ({
  state: 'idle',
  progress: { rows: 0, total: null, expected: null },
  error: null,
  cancel: () => {},
  ...over,
});

describe('ExportProgress: a streamed export, accessible while it runs and when it ends', () => {
  it('while running: a progress bar named by its visible text (rows of rows expected) and a named Cancel', async () => {
    const cancel = vi.fn();
    const progress = { rows: 42000, total: 250000, expected: 100000 };
    renderWithProviders(
      <ExportProgress label="POS Trans" export={run({ state: 'running', progress, cancel })} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'POS Trans: 42,000 of 100,000 rows' });
    expect(bar).toHaveAttribute('max', '100000');
    expect(bar).toHaveAttribute('value', '42000');
    await expectNoAxeViolations();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel the POS Trans export' }));
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('before the server said how many: an indeterminate bar', () => {
    renderWithProviders(<ExportProgress label="POS Trans" export={run({ state: 'running' })} />);
    expect(screen.getByRole('progressbar', { name: 'POS Trans: starting the export…' })).not.toHaveAttribute(
      'value',
    );
  });

  it('says in its live region what was saved: all rows, or the newest N of M; and an empty set', async () => {
    let view = renderWithProviders(
      <ExportProgress
        label="POS Trans"
        export={run({ state: 'done', progress: { rows: 1234, total: 1234, expected: 1234 } })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('POS Trans saved: 1,234 rows.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await expectNoAxeViolations();
    view.unmount();
    view = renderWithProviders(
      <ExportProgress
        label="POS Trans"
        export={run({ state: 'done', progress: { rows: 100000, total: 250000, expected: 100000 } })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'POS Trans saved: the newest 100,000 of 250,000 rows.',
    );
    view.unmount();
    view = renderWithProviders(
      <ExportProgress
        label="POS Trans"
        export={run({ state: 'done', progress: { rows: 0, total: 0, expected: 0 } })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('POS Trans: nothing matches, so no file was saved.');
  });

  it('says a cancel in the live region and a failure in an alert', async () => {
    let view = renderWithProviders(
      <ExportProgress label="Ticket Detail" export={run({ state: 'cancelled' })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ticket Detail: export cancelled.');
    view.unmount();
    view = renderWithProviders(
      <ExportProgress label="Ticket Detail" export={run({ state: 'failed', error: 'No connection' })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No connection');
    await expectNoAxeViolations();
  });
});
