import type { ReportAnswer, ReportId } from '../src/domain/reports';
import { reportPath } from '../src/domain/reports';
import { type Agent, startTestServer, type TestServer } from './server';
import { TEST_NOW } from './testClock';

/** What the report tests share (server/routes/*Reports.test.ts): the test day, its last 30 days, the agents, a report's answer. */

export const TODAY = TEST_NOW.toISOString().slice(0, 10);

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 30 days ending on the test day: they hold the day the clocks went back in Portland (2026-11-01). */
export const LAST_30 = { From: addDays(TODAY, -29), To: TODAY };

/** Dollars as cents (the answers' money against the tests' sums in cents). */
export const cents = (dollars: number) => Math.round(dollars * 100);

/** The column of a measure in an answer. */
export const column = (a: ReportAnswer, measure: string) => a.Measures.indexOf(measure as never);

export interface ReportAgents {
  s: TestServer;
  /** Owner of Harbor Bistro Group at Harbor Downtown (2001), and in company view. */
  owner: Agent;
  ownerCompany: Agent;
  /** A store user of Harbor Downtown. */
  manager: Agent;
  /** Another merchant's owner (Maple Bank Café, 2101). */
  bank: Agent;
}

/** The test server with demo data and the agents the report tests sign in as. */
export async function startReportServer(): Promise<ReportAgents> {
  const s = await startTestServer();
  return {
    s,
    owner: await s.signedIn('owner', { store: 2001 }),
    ownerCompany: await s.signedIn('owner'),
    manager: await s.signedIn('manager', { store: 2001 }),
    bank: await s.signedIn('bankowner', { store: 2101 }),
  };
}

/** A report asked by an agent: the status, the body, and the answer. */
export async function report(agent: Agent, id: ReportId, body: Record<string, unknown> = LAST_30) {
  const res = await agent.post(reportPath(id), body);
  const json = (await res.json()) as { Entity: ReportAnswer } & Record<string, unknown>;
  return { status: res.status, body: json, a: json.Entity };
}
