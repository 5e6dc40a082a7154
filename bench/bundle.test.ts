import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeDist, chunkName, moduleScripts, parseImports } from './bundle';

let dir: string | undefined;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function fakeDist(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('parseImports', () => {
  it('tells static imports from dynamic ones, whatever the quotes', () => {
    const code =
      'import{a as b}from"./one-AAAAAAAA.js";import"./two.js";export{c}from\'./three.js\';' +
      'const l=()=>import(`./Lazy-BBBBBBBB.js`),m=()=>import( "../up.js" );import{x}from"react";';
    expect(parseImports(code)).toEqual({
      staticImports: ['./one-AAAAAAAA.js', './three.js', './two.js'],
      dynamicImports: ['./Lazy-BBBBBBBB.js', '../up.js'],
    });
  });
});

describe('moduleScripts and chunkName', () => {
  it('finds the module entry scripts and drops content hashes', () => {
    const html =
      '<script src="./legacy.js"></script><script type="module" crossorigin src="./assets/index-Ab_9-xYz.js"></script>' +
      '<link rel="modulepreload" href="./assets/x.js">';
    expect(moduleScripts(html)).toEqual(['assets/index-Ab_9-xYz.js']);
    expect(chunkName('assets/rolldown-runtime-WkwZ5CU-.js')).toBe('rolldown-runtime');
    expect(chunkName('assets/workbox-window.prod.es5-Bd17z0YL.js')).toBe('workbox-window.prod.es5');
  });
});

describe('analyzeDist', () => {
  it('counts the entry and its static imports as initial, and each dynamic target with its own imports as lazy', () => {
    const distDir = fakeDist({
      'index.html': '<script type="module" crossorigin src="./assets/index-AAAAAAAA.js"></script>',
      'assets/index-AAAAAAAA.js':
        'import{a}from"./shared-BBBBBBBB.js";import"./runtime-CCCCCCCC.js";' +
        'const r=()=>import(`./Report-DDDDDDDD.js`);const s=()=>import("./shared-BBBBBBBB.js");',
      'assets/shared-BBBBBBBB.js': 'import{r}from"./runtime-CCCCCCCC.js";export const a=1;',
      'assets/runtime-CCCCCCCC.js': 'export const r=2;',
      'assets/Report-DDDDDDDD.js':
        'import{a}from"./shared-BBBBBBBB.js";import{t}from"./table-EEEEEEEE.js";const c=()=>import("./Chart-FFFFFFFF.js");',
      'assets/table-EEEEEEEE.js': 'export const t="table".repeat(50);',
      'assets/Chart-FFFFFFFF.js': 'import{t}from"./table-EEEEEEEE.js";export const c=3;',
      'assets/unused-GGGGGGGG.js': 'export const u=4;',
    });
    const report = analyzeDist(distDir);
    expect(report.entries).toEqual(['assets/index-AAAAAAAA.js']);
    expect(report.initial.files.map((f) => f.file)).toEqual([
      'assets/index-AAAAAAAA.js',
      'assets/runtime-CCCCCCCC.js',
      'assets/shared-BBBBBBBB.js',
    ]);
    // Chart is imported by Report's code: the table Report loaded already is not Chart's
    expect(report.lazy.map((c) => [c.name, c.files.map((f) => f.file)])).toEqual([
      ['Chart', ['assets/Chart-FFFFFFFF.js']],
      ['Report', ['assets/Report-DDDDDDDD.js', 'assets/table-EEEEEEEE.js']],
    ]);
    for (const group of [report.initial, ...report.lazy]) {
      expect(group.gzip).toBe(group.files.reduce((n, f) => n + f.gzip, 0));
      expect(group.bytes).toBe(group.files.reduce((n, f) => n + f.bytes, 0));
      expect(group.gzip).toBeGreaterThan(0);
    }
  });

  it('counts the app start the entry imports itself (after the first paint) as initial', () => {
    const distDir = fakeDist({
      'index.html': '<script type="module" crossorigin src="./assets/index-AAAAAAAA.js"></script>',
      'assets/index-AAAAAAAA.js': 'const s=()=>import("./start-BBBBBBBB.js");requestAnimationFrame(s);',
      'assets/start-BBBBBBBB.js':
        'import{r}from"./react-CCCCCCCC.js";const m=()=>import("./Modals-DDDDDDDD.js");export const start=1;',
      'assets/react-CCCCCCCC.js': 'export const r="react".repeat(20);',
      'assets/Modals-DDDDDDDD.js': 'import{r}from"./react-CCCCCCCC.js";export const m=2;',
    });
    const report = analyzeDist(distDir);
    expect(report.starts).toEqual(['assets/start-BBBBBBBB.js']);
    expect(report.initial.files.map((f) => f.file)).toEqual([
      'assets/index-AAAAAAAA.js',
      'assets/react-CCCCCCCC.js',
      'assets/start-BBBBBBBB.js',
    ]);
    expect(report.lazy.map((c) => [c.name, c.files.map((f) => f.file)])).toEqual([
      ['Modals', ['assets/Modals-DDDDDDDD.js']],
    ]);
  });

  it('counts React DOM, which the entry imports at once beside the start, as initial', () => {
    const distDir = fakeDist({
      'index.html': '<script type="module" crossorigin src="./assets/index-AAAAAAAA.js"></script>',
      'assets/index-AAAAAAAA.js':
        'const s=()=>{import("./react-dom-EEEEEEEE.js");return import("./start-BBBBBBBB.js")};requestAnimationFrame(s);',
      'assets/start-BBBBBBBB.js': 'const d=()=>import("./react-dom-EEEEEEEE.js");export const start=1;',
      'assets/react-dom-EEEEEEEE.js':
        'import{start}from"./start-BBBBBBBB.js";export const d="dom".repeat(20);',
    });
    const report = analyzeDist(distDir);
    expect(report.starts.sort()).toEqual(['assets/react-dom-EEEEEEEE.js', 'assets/start-BBBBBBBB.js']);
    expect(report.initial.files.map((f) => f.file)).toEqual([
      'assets/index-AAAAAAAA.js',
      'assets/react-dom-EEEEEEEE.js',
      'assets/start-BBBBBBBB.js',
    ]);
    expect(report.lazy).toEqual([]);
  });
});
