import { describe, expect, it } from 'vitest';
import { chunkCycles } from './startupChunks';

describe('start-up chunks', () => {
  it('finds chunks that import each other (the build fails on them), and none in a chain', () => {
    const chunk = (fileName: string, imports: string[] = []) => ({ fileName, imports });
    expect(
      chunkCycles([chunk('start.js'), chunk('portal.js', ['start.js']), chunk('dialog.js', ['portal.js'])]),
    ).toEqual([]);
    expect(
      chunkCycles([
        chunk('start.js'),
        chunk('shared.js', ['start.js', 'portal-b.js']),
        chunk('portal-b.js', ['shared.js']),
      ]),
    ).toEqual([['shared.js', 'portal-b.js', 'shared.js']]);
  });
});
