import { describe, expect, it } from 'vitest';
import { ticketFilters } from '../src/domain/posTransactions';
import { reportIds, reportPath } from '../src/domain/reports';
import { LOAD_BUDGET, loadRequests, POS_CONNECTIONS, p95BudgetOf } from './loadBudgets';

const session = { cookie: 'c', csrf: 't', postHeaders: { cookie: 'c', requestverificationtoken: 't' } };

describe('the load run’s requests', () => {
  it('searches POS transactions over 30 days once per ticket filter, at the page budget', () => {
    const searches = loadRequests('http://x/', session, session).filter((r) =>
      r.name.startsWith('pos transactions'),
    );
    expect(searches).toHaveLength(ticketFilters.length);
    for (const r of searches) {
      expect(r.url).toBe('http://x/TicketViewer/SearchTickets');
      const body = r.body as { FromDate: string; ToDate: string; PageRowCount: number };
      expect((Date.parse(body.ToDate) - Date.parse(body.FromDate)) / 86_400_000).toBe(29);
      expect(body.PageRowCount).toBe(25);
      expect(p95BudgetOf(r.name, 'postgres')).toBe(LOAD_BUDGET.pageP95Ms);
    }
  });

  it('reads a ticket’s detail only when given a ticket', () => {
    expect(loadRequests('http://x/', session, session).some((r) => r.name === 'ticket detail')).toBe(false);
    const detail = loadRequests('http://x/', session, session, 42).find((r) => r.name === 'ticket detail');
    expect(detail?.body).toEqual({ DocumentId: 42 });
  });

  it('reads every report over 30 days against the period before, at 8 connections and the 30-day report budget', () => {
    const reads = loadRequests('http://x/', session, session).filter((r) => r.name.startsWith('report '));
    expect(reads.map((r) => r.url)).toEqual(reportIds.map((id) => `http://x/${reportPath(id)}`));
    for (const r of reads) {
      const body = r.body as { From: string; To: string; Comparison: string };
      expect((Date.parse(body.To) - Date.parse(body.From)) / 86_400_000).toBe(29);
      expect(body.Comparison).toBe('previous');
      expect(r.connections).toBe(POS_CONNECTIONS);
      expect(p95BudgetOf(r.name, 'postgres')).toBe(LOAD_BUDGET.report30DaysP95Ms);
    }
  });
});
