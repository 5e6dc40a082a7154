import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPortalToServer, renderWithProviders } from '../../../test/renderApp';
import { captureSavedFiles } from '../../../test/savedFiles';
import type { TestServer } from '../../../test/server';
import { http } from '../../api/http';
import { signIn } from '../../features/selection/shared/testSession';
import { ExportProgress } from './ExportProgress';
import { type StreamedCsvExportStart, useStreamedCsvExport } from './useStreamedCsvExport';

// jsdom has no Worker: the CSV worker's session runs on the page here (csvWorkerClient.ts, its one
// seam); the worker itself is measured in chromium (bench/posExport.ts).

const LOAD = { timeout: 20_000 };
let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => server.close());

/** The files the page handed to the browser. */
const saved = captureSavedFiles();

/** The one streamed export of the API: the POS transactions of a range (the test clock's 2026-11-20). */
const exportOf = (query: Record<string, string>, maxRows = 100000): StreamedCsvExportStart => ({
  path: 'Export/GetPosTransactionExport',
  query: { exportTypeCode: 'pt', SortColumn: 'TicketDate', SortDirection: 'desc', ...query },
  fileName: 'Tickets',
  maxRows,
});

/** One export's hook, its progress, and a Start button per request (named after its file). */
function Harness({ requests }: { requests: StreamedCsvExportStart[] }) {
  const run = useStreamedCsvExport();
  return (
    <>
      {requests.map((request) => (
        <button key={request.fileName} type="button" onClick={() => void run.start(request)}>
          Start {request.fileName}
        </button>
      ))}
      <ExportProgress label="Tickets" export={run} />
      <p>State: {run.state}</p>
    </>
  );
}

async function asOwnerAt2001() {
  await signIn(server, 'owner');
  await http.post('Account/SaveStoreContext?StoreId=2001', {});
}

const csvLines = async (blob: Blob) => (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');

describe('useStreamedCsvExport against the real server', () => {
  it('streams the rows, builds the file, saves it under its name, says the newest N of M', async () => {
    await asOwnerAt2001();
    const user = userEvent.setup();
    const query = { FromDate: '2026-11-01', ToDate: '2026-11-20', PageRowCount: '50' };
    renderWithProviders(<Harness requests={[exportOf(query, 50)]} />);
    await user.click(screen.getByRole('button', { name: 'Start Tickets' }));
    await waitFor(() => expect(saved).toHaveLength(1), LOAD);
    expect(saved[0].name).toBe('Tickets.csv');
    const lines = await csvLines(saved[0].blob);
    expect(lines[0]).toMatch(/^BusinessDate,TicketDate,TimeZone,StoreName,TicketNumber,/);
    expect(lines).toHaveLength(51);
    const status = await screen.findByText(/^Tickets saved: the newest 50 of [\d,]+ rows\.$/, {}, LOAD);
    const total = Number(/of ([\d,]+)/.exec(status.textContent ?? '')?.[1].replaceAll(',', ''));
    expect(total).toBeGreaterThan(50);
    expect(screen.getByRole('status')).toContainElement(status);
  });

  it('cancels: the call and the work stop, nothing is saved, and it says so', async () => {
    await signIn(server, 'owner'); // company view: every store, the whole range — a long export
    const long = exportOf({ FromDate: '2025-10-22', ToDate: '2026-11-20' });
    const short = { ...exportOf({ FromDate: '2026-11-20', ToDate: '2026-11-20' }), fileName: 'Today' };
    renderWithProviders(<Harness requests={[long, short]} />);
    // Without a worker (jsdom) the whole answer is read in one run of promise callbacks, which would
    // leave the page no turn to show Cancel: pressed at once instead, before the answer comes.
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start Tickets' })));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the Tickets export' }));
    expect(screen.getByRole('status')).toHaveTextContent('Tickets: export cancelled.');
    expect(screen.getByText('State: cancelled')).toBeInTheDocument();
    // another export after it: only its file is saved
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start Today' }));
    await waitFor(() => expect(screen.getByText('State: done')).toBeInTheDocument(), LOAD);
    expect(saved.map((f) => f.name)).toEqual(['Today.csv']);
  });

  it("shows the server's refusal (To before From) and saves nothing", async () => {
    await asOwnerAt2001();
    const user = userEvent.setup();
    renderWithProviders(<Harness requests={[exportOf({ FromDate: '2026-11-20', ToDate: '2026-11-01' })]} />);
    await user.click(screen.getByRole('button', { name: 'Start Tickets' }));
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'The To date cannot be before the From date.',
    );
    expect(screen.getByText('State: failed')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('offline: refuses to start and says exports need the connection', async () => {
    await asOwnerAt2001();
    const user = userEvent.setup();
    renderWithProviders(<Harness requests={[exportOf({ FromDate: '2026-11-20', ToDate: '2026-11-20' })]} />);
    act(() => void window.dispatchEvent(new Event('offline')));
    try {
      await user.click(screen.getByRole('button', { name: 'Start Tickets' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Exports need the connection. Connect to the internet and try again.',
      );
    } finally {
      act(() => void window.dispatchEvent(new Event('online')));
    }
    expect(saved).toEqual([]);
  });
});
