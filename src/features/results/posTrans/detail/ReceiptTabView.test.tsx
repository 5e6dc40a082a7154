import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../../../i18n/en-US.json';
import { connectPortalToServer, renderWithProviders } from '../../../../../test/renderApp';
import type { TestServer } from '../../../../../test/server';
import { type ApiRequestError, http, onApiError } from '../../../../api/http';
import { signIn } from '../../../selection/shared/testSession';
import { ReceiptTabView } from './ReceiptTabView';

const text = messages as Record<string, string>;
const LOAD = { timeout: 15_000 };

let server: TestServer;
let reported: ApiRequestError[] = [];
let stopListening = () => {};
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  stopListening = onApiError((error) => reported.push(error));
});
afterAll(() => {
  stopListening();
  return server.close();
});
afterEach(() => {
  reported = [];
});

describe('the receipt tab against the real server (2-menu §4, §8)', () => {
  it('a receipt the server cannot give is said once, in the tab (ReceiptPreview.RetrieveError), not again in a toast', async () => {
    await signIn(server, 'owner');
    await http.post('Account/SaveStoreContext?StoreId=2001', {});
    // a pay-out has no receipt: the server refuses it (400 ReceiptPreview.NoReceipt)
    const [payOut] = await server.db.query<{ document_id: string; ticket_number: number }>(
      `select document_id, ticket_number from tickets where store_id = 2001 and transaction_type = 'P' limit 1`,
    );
    renderWithProviders(
      <ReceiptTabView
        documentId={Number(payOut.document_id)}
        ticketNumber={payOut.ticket_number}
        companyView={false}
      />,
    );
    expect(await screen.findByText(text['ReceiptPreview.RetrieveError'], {}, LOAD)).toBeInTheDocument();
    expect(reported).toEqual([]);
  });
});
