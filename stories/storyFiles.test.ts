import { describe, expect, it } from 'vitest';

/** The story files the smoke tests' globs take (components, scaffold, pages A–L and M–Z). */
const smokeTested = /^\.\/((atoms|molecules|organisms|scaffold)\/[^/]+|pages\/[A-Z][^/]*)\.stories\.tsx$/;

describe('the story smoke tests', () => {
  it('take every story file', () => {
    const files = Object.keys(import.meta.glob('./**/*.stories.tsx'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => !smokeTested.test(f))).toEqual([]);
  });
});
