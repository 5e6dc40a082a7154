import { describe, expect, it } from 'vitest';
import { checkEndpointAccess, type EndpointCase, sessionOf } from '../../test/accessMatrix';
import type { TestServer } from '../../test/server';

/**
 * The conformance of the API with a specification document's §7: every call is sent in the
 * document's own request shape (its field names, its casing, query, JSON, form or multipart as it
 * says), through the access matrix (test/accessMatrix.ts) with a caller allowed to make it, and the
 * allowed caller's answer must carry the names the document gives (§3's entities, §7's answers).
 */
type Answer = Record<string, unknown>;

/** A call of §7 behind a session: the access matrix's case, sent in the spec's shape, and its answer's check. */
export interface SpecCall extends EndpointCase {
  name: string;
  answer: (answer: Answer) => void;
}

/** A call of §7 made without a session (log-on, recovery, version), optionally by a signed-in user. */
export interface PublicSpecCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** A demo account signed in first (the call itself needs no session). */
  signedIn?: string;
  answer: (answer: Answer) => void;
}

/** That `value` is an object carrying every one of `fields` (the spec's names). */
export function expectFields(value: unknown, fields: readonly string[], what: string) {
  expect(value, `${what} is an object`).toBeTypeOf('object');
  expect(value, `${what} is an object`).not.toBeNull();
  expect(Object.keys(value as object), `${what} carries the spec's names`).toEqual(
    expect.arrayContaining([...fields]),
  );
}

/** That `value` is a list of at least one object, each carrying `fields`. */
function expectRows(value: unknown, fields: readonly string[], what: string) {
  expect(Array.isArray(value), `${what} is a list`).toBe(true);
  const rows = value as unknown[];
  expect(rows.length, `${what} has rows to judge`).toBeGreaterThan(0);
  for (const row of rows) expectFields(row, fields, `a row of ${what}`);
}

/** The answer checks of the contract's envelopes (1-foundation.md §7). */
export const answers = {
  /** `IsSuccessful: true`. */
  success: () => (a: Answer) => expect(a, 'IsSuccessful').toMatchObject({ IsSuccessful: true }),
  /** Success with an `Entity` object carrying `fields`. */
  entity:
    (fields: readonly string[] = []) =>
    (a: Answer) => {
      answers.success()(a);
      expectFields(a.Entity, fields, 'Entity');
    },
  /** Success with an `Entity` of the given JSON type (a token, a number, an HTML text). */
  entityOfType: (type: 'string' | 'boolean' | 'number') => (a: Answer) => {
    answers.success()(a);
    expect(a.Entity, 'Entity').toBeTypeOf(type);
  },
  /** Success with an `Entity` list whose rows carry `fields`. */
  entityList:
    (fields: readonly string[] = []) =>
    (a: Answer) => {
      answers.success()(a);
      expectRows(a.Entity, fields, 'Entity');
    },
  /** A page: `ResultSet` rows carrying `fields` and `TotalRowCount`. */
  resultSet:
    (fields: readonly string[] = []) =>
    (a: Answer) => {
      answers.success()(a);
      expectRows(a.ResultSet, fields, 'ResultSet');
      expect(a.TotalRowCount, 'TotalRowCount').toBeTypeOf('number');
    },
  /** Top-level fields (the answers the spec gives without an Entity). */
  fields: (fields: readonly string[]) => (a: Answer) => expectFields(a, fields, 'the answer'),
};

function send(agent: ReturnType<TestServer['agent']>, call: PublicSpecCall) {
  return call.method === 'GET' ? agent.get(call.path) : agent.post(call.path, call.body ?? {});
}

/**
 * The document's §7 calls: those behind a session through the access matrix with their answer's
 * check, those without one with their answer's check. `calls` are built lazily (after beforeAll has
 * read the demo data they name); their names must not depend on that data.
 */
export function describeSpecCalls(
  document: string,
  server: () => TestServer,
  calls: () => SpecCall[],
  publicCalls: () => PublicSpecCall[] = () => [],
) {
  describe(`${document} §7: the spec's request shapes, behind the access matrix`, () => {
    it.each(calls().map((c) => [c.name]))('%s', async (name) => {
      const call = calls().find((c) => c.name === name);
      if (!call) throw new Error(name);
      const answer = await checkEndpointAccess(server(), call);
      call.answer(answer as Answer);
    });
  });
  const without = publicCalls();
  if (without.length === 0) return;
  describe(`${document} §7: the calls without a session`, () => {
    it.each(without.map((c) => [c.name]))('%s', async (name) => {
      const call = publicCalls().find((c) => c.name === name);
      if (!call) throw new Error(name);
      const agent = call.signedIn ? await sessionOf(server(), { as: call.signedIn }) : server().agent();
      const res = await send(agent, call);
      const text = await res.text();
      expect(res.status, `${call.method} ${call.path}: ${text}`).toBe(200);
      call.answer(JSON.parse(text));
    });
  });
}
