// @vitest-environment node
// The worker's own logic, pure: run in node as the worker runs it (no page, no DOM).
import { describe, expect, it } from 'vitest';
import { CSV_STREAM_PROGRESS_MS, CsvStreamError, csvStreamSession, ndjsonCsvBuilder } from './csvStream';
import type { CsvStreamAnswer } from './csvStream';
import { parseCsvText } from './csvText';

const head = (total: number, columns: string[]) => JSON.stringify({ TotalRowCount: total, Columns: columns });
const ndjson = (lines: string[]) => `${lines.join('\n')}\n`;
const bytes = (text: string) => new TextEncoder().encode(text);

/** The file's text after its byte-order mark. */
async function fileText(file: Blob): Promise<string> {
  const raw = new Uint8Array(await file.arrayBuffer());
  expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(raw.slice(3));
}

/** Cuts bytes into pieces of `size` (inside lines, inside characters). */
function pieces(data: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < data.length; i += size) out.push(data.slice(i, i + size));
  return out;
}

describe('a streamed export (NDJSON: a head line, then one array per row) becomes a CSV file', () => {
  const answer = ndjson([
    head(3, ['TicketNumber', 'CustomerName', 'TotalAmount']),
    '[1001,"Olivia Núñez",12.5]',
    '[1002,"=HYPERLINK(\\"http://x\\")",-3]',
    '[1003,"Tacos, fish\\nwith lime",null]',
  ]);

  it('writes the header from the columns, the rows in order, RFC 4180 quoting, CRLF, formulas guarded', async () => {
    const builder = ndjsonCsvBuilder();
    builder.push(bytes(answer));
    const result = builder.finish();
    expect(result.rows).toBe(3);
    expect(result.total).toBe(3);
    expect(result.file.type).toBe('text/csv;charset=utf-8');
    const text = await fileText(result.file);
    expect(text).toBe(
      'TicketNumber,CustomerName,TotalAmount\r\n' +
        '1001,Olivia Núñez,12.5\r\n' +
        `1002,"'=HYPERLINK(""http://x"")",-3\r\n` +
        '1003,"Tacos, fish\nwith lime",',
    );
    expect(parseCsvText(text, 10)).toEqual({
      ok: true,
      header: ['TicketNumber', 'CustomerName', 'TotalAmount'],
      rows: [
        ['1001', 'Olivia Núñez', '12.5'],
        ['1002', '=HYPERLINK("http://x")', '-3'],
        ['1003', 'Tacos, fish\nwith lime', ''],
      ],
    });
  });

  it('reads pieces cut anywhere — inside a line, inside a character — and batches of any size alike', async () => {
    const whole = ndjsonCsvBuilder();
    whole.push(bytes(answer));
    const expected = await fileText(whole.finish().file);
    for (const size of [1, 2, 3, 7, 64]) {
      const builder = ndjsonCsvBuilder({ batchRows: 2 });
      for (const piece of pieces(bytes(answer), size)) builder.push(piece);
      expect(await fileText(builder.finish().file)).toBe(expected);
    }
  });

  it('takes a last line without its line end, skips blank lines and carriage returns', async () => {
    const builder = ndjsonCsvBuilder();
    builder.push(`${head(2, ['A'])}\r\n\r\n["x"]\r\n`);
    builder.push('["y"]');
    const result = builder.finish();
    expect(result.rows).toBe(2);
    expect(await fileText(result.file)).toBe('A\r\nx\r\ny');
  });

  it('says how far it is: rows received, and the set size once the head line came', () => {
    const builder = ndjsonCsvBuilder({ batchRows: 2 });
    expect(builder.progress()).toEqual({ rows: 0, total: null });
    builder.push(`${head(250000, ['A'])}\n[1]\n[2]\n[3]\n`);
    expect(builder.progress()).toEqual({ rows: 3, total: 250000 });
  });

  it('an empty set is a file with its header only', async () => {
    const builder = ndjsonCsvBuilder();
    builder.push(ndjson([head(0, ['A', 'B'])]));
    const result = builder.finish();
    expect(result).toMatchObject({ rows: 0, total: 0 });
    expect(await fileText(result.file)).toBe('A,B');
  });

  it('refuses an answer without its head line, a head of another shape, a bad line, a row not an array', () => {
    const refused = (text: string) => {
      const builder = ndjsonCsvBuilder({ batchRows: 1 });
      try {
        builder.push(text);
        builder.finish();
      } catch (err) {
        return err instanceof CsvStreamError ? err.key : 'other';
      }
      return 'accepted';
    };
    expect(refused('')).toBe('Export.Malformed');
    expect(refused('{"Columns":["A"]}\n')).toBe('Export.Malformed');
    expect(refused('<html>Sign in</html>\n')).toBe('Export.Malformed');
    expect(refused(`${head(1, ['A'])}\n[1,\n`)).toBe('Export.Malformed');
    expect(refused(`${head(1, ['A'])}\n{"A":1}\n`)).toBe('Export.Malformed');
  });
});

describe("the worker's session: pieces in, progress and the file out", () => {
  it('tells the set size at once, then progress at most every CSV_STREAM_PROGRESS_MS, then the file', () => {
    const told: CsvStreamAnswer[] = [];
    let clock = 0;
    const session = csvStreamSession(
      (a) => told.push(a),
      () => clock,
    );
    session.chunk(bytes(`${head(4, ['A'])}\n[1]\n`));
    clock = CSV_STREAM_PROGRESS_MS / 2;
    session.chunk(bytes('[2]\n'));
    clock = CSV_STREAM_PROGRESS_MS * 1.5;
    session.chunk(bytes('[3]\n[4]\n'));
    session.end();
    expect(told.map((a) => a.kind)).toEqual(['stream-progress', 'stream-progress', 'stream-done']);
    expect(told[0]).toEqual({ kind: 'stream-progress', progress: { rows: 1, total: 4 } });
    expect(told[1]).toEqual({ kind: 'stream-progress', progress: { rows: 4, total: 4 } });
    expect(told[2]).toMatchObject({ kind: 'stream-done', result: { rows: 4, total: 4 } });
  });

  it('fails once on a bad line and ignores what follows', () => {
    const told: CsvStreamAnswer[] = [];
    const session = csvStreamSession((a) => told.push(a));
    session.chunk(bytes('not json\n'));
    session.chunk(bytes('[1]\n'));
    session.end();
    expect(told).toEqual([{ kind: 'stream-failed', key: 'Export.Malformed' }]);
  });
});
