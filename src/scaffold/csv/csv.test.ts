import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, parseCsvFile } from './csvFile';
import { decodeCsvBytes, parseCsvText, unparseCsv } from './csvText';
import { forEachInSlices } from './slices';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);
const limits = { maxBytes: 1024 * 1024, maxRows: 5 };

describe('a CSV file is read by its content, not its name', () => {
  it('reads UTF-8 (with or without its mark), UTF-16 with its mark, and Windows-1252', () => {
    expect(decodeCsvBytes(utf8('Albariño,12'))).toEqual({ ok: true, text: 'Albariño,12' });
    expect(decodeCsvBytes(bytes(0xef, 0xbb, 0xbf, 0x41))).toEqual({ ok: true, text: 'A' });
    expect(decodeCsvBytes(bytes(0xff, 0xfe, 0x41, 0x00, 0x2c, 0x00))).toEqual({ ok: true, text: 'A,' });
    // "Albariño" saved by a spreadsheet on Windows: ñ is one byte, 0xF1
    expect(decodeCsvBytes(bytes(0x41, 0x6c, 0x62, 0xf1))).toEqual({ ok: true, text: 'Albñ' });
  });
  it('refuses binary data: a spreadsheet (zip), an image, a PDF stream', () => {
    expect(decodeCsvBytes(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00))).toEqual({
      ok: false,
      key: 'Csv.NotText',
    });
    expect(decodeCsvBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toEqual({
      ok: false,
      key: 'Csv.NotText',
    });
    expect(decodeCsvBytes(bytes(0x25, 0x50, 0x44, 0x46, 0x0a, 0x02, 0x7f))).toEqual({
      ok: false,
      key: 'Csv.NotText',
    });
  });
});

describe('parsing: a header row and data rows, numbered as a spreadsheet shows them', () => {
  it('reads quoted cells with delimiters, quotes and line breaks; detects a semicolon', () => {
    const text = 'Name,Note\r\n"Tacos, fish","two ""big"" ones\nwith lime"\r\n';
    expect(parseCsvText(text, 5)).toEqual({
      ok: true,
      header: ['Name', 'Note'],
      rows: [['Tacos, fish', 'two "big" ones\nwith lime']],
    });
    expect(parseCsvText('Name;Price\nTacos;12,50\n', 5)).toEqual({
      ok: true,
      header: ['Name', 'Price'],
      rows: [['Tacos', '12,50']],
    });
  });
  it('keeps blank rows in place (not counted), drops those at the end, drops a byte-order mark', () => {
    expect(parseCsvText('\uFEFFName\nA\n\nB\n\n\n', 2)).toEqual({
      ok: true,
      header: ['Name'],
      rows: [['A'], [''], ['B']],
    });
  });
  it('refuses more rows than the limit with their count, an empty file, and a quote never closed', () => {
    expect(parseCsvText('Name\nA\nB\nC\n', 2)).toEqual({
      ok: false,
      key: 'Csv.TooManyRows',
      values: { count: 3, max: 2 },
    });
    expect(parseCsvText('\n\n', 2)).toEqual({ ok: false, key: 'Csv.Empty', values: {} });
    expect(parseCsvText('Name\nA\n"B\nC\n', 5)).toMatchObject({
      ok: false,
      key: 'Csv.Malformed',
      values: { row: 3 },
    });
  });
  it('gives back cells a download guarded against formulas as they were', () => {
    expect(parseCsvText("Name\n'=1+1\n'-5\n'x", 5)).toEqual({
      ok: true,
      header: ['Name'],
      rows: [['=1+1'], ['-5'], ["'x"]],
    });
  });
});

describe('parseCsvFile (in the CSV worker; here, without workers, on the page)', () => {
  it('reads a file', async () => {
    const file = new File(['Item Name,Price\nTacos,12\n'], 'items.csv', { type: 'text/csv' });
    expect(await parseCsvFile(file, limits)).toEqual({
      ok: true,
      header: ['Item Name', 'Price'],
      rows: [['Tacos', '12']],
    });
  });
  it('refuses an oversize file before reading it, an empty file, and binary content named .csv', async () => {
    const big = new File(['x'.repeat(2048)], 'big.csv');
    expect(await parseCsvFile(big, { maxBytes: 1024, maxRows: 5 })).toEqual({
      ok: false,
      key: 'Csv.TooLarge',
      values: { megabytes: 0 },
    });
    expect(await parseCsvFile(new File([], 'empty.csv'), limits)).toMatchObject({ key: 'Csv.Empty' });
    const zip = new File([bytes(0x50, 0x4b, 0x03, 0x04, 0x00, 0x00)], 'items.csv', { type: 'text/csv' });
    expect(await parseCsvFile(zip, limits)).toMatchObject({ ok: false, key: 'Csv.NotText' });
  });
});

describe('downloadCsv: built with papaparse, saved by the browser', () => {
  let saved: { name: string; blob: Blob } | null = null;
  let blobOf: Map<string, Blob>;
  const onClick = (event: MouseEvent) => {
    const link = event.target as HTMLAnchorElement;
    saved = { name: link.download, blob: blobOf.get(link.href) as Blob };
    event.preventDefault();
  };
  beforeEach(() => {
    saved = null;
    blobOf = new Map();
    let n = 0;
    // jsdom has no object URLs: the browser's, kept to read what was saved
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${++n}`;
      blobOf.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = vi.fn();
    document.addEventListener('click', onClick);
  });
  afterEach(() => document.removeEventListener('click', onClick));

  it('writes a byte-order mark, the header, RFC 4180 quoting, CRLF, and guards formula cells', async () => {
    await downloadCsv(
      'Items: RAW/BAR',
      ['Item Name', 'Price'],
      [
        ['=HYPERLINK("http://x")', '12.00'],
        ['Tacos, fish', '-3'],
        ['@SUM(A1)\nline', '+1'],
        ['-2+3', '-0.05'],
      ],
    );
    expect(saved?.name).toBe('Items RAW BAR.csv');
    const raw = new Uint8Array(await saved!.blob.arrayBuffer());
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(raw.slice(3));
    expect(saved!.blob.type).toBe('text/csv;charset=utf-8');
    expect(text).toBe(
      'Item Name,Price\r\n' +
        `"'=HYPERLINK(""http://x"")",12.00\r\n` +
        `"Tacos, fish",-3\r\n` +
        `"'@SUM(A1)\nline","'+1"\r\n` +
        // a negative number alone is data (an export's amount): anything more after a minus is guarded
        `"'-2+3",-0.05`,
    );
    // and what it wrote reads back as it was
    const back = parseCsvText(text, 10);
    expect(back).toEqual({
      ok: true,
      header: ['Item Name', 'Price'],
      rows: [
        ['=HYPERLINK("http://x")', '12.00'],
        ['Tacos, fish', '-3'],
        ['@SUM(A1)\nline', '+1'],
        ['-2+3', '-0.05'],
      ],
    });
    expect(unparseCsv(['A'], [])).toBe('A\r\n');
  });
});

describe('forEachInSlices: long work on the page in short slices', () => {
  it('visits every item in order, giving the thread back between slices, and stops when aborted', async () => {
    const seen: number[] = [];
    const progress: number[] = [];
    await forEachInSlices(
      Array.from({ length: 50 }, (_, i) => i),
      (item) => {
        seen.push(item);
        const until = performance.now() + 0.2;
        while (performance.now() < until) {
          // work
        }
      },
      { budgetMs: 1, onProgress: (done) => progress.push(done) },
    );
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(50);
    const controller = new AbortController();
    controller.abort();
    await expect(forEachInSlices([1, 2], () => {}, { signal: controller.signal })).rejects.toBeTruthy();
  });
});
