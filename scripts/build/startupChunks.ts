import { resolve } from 'node:path';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

export interface StartupChunk {
  /** The chunk's name. */
  name: string;
  /** The lazy modules (paths from the project root) the chunk is built around. */
  roots: string[];
  /**
   * Lazy modules of another page whose chunks it leaves alone (the login page's dialogs): what they
   * share with the roots stays in a shared chunk, so they do not load this one.
   */
  leave?: string[];
}

type OutputChunk = Rolldown.OutputChunk;

/** The chunks a chunk needs before it runs: itself and its static imports, transitively. */
function chunkClosure(byFile: Map<string, OutputChunk>, first: OutputChunk[]): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    // the page's entry is loaded before anything else: never taken into a start-up chunk
    if (!chunk || chunk.isEntry || seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const chunk of first) visit(chunk);
  return seen;
}

/**
 * Which start-up chunk each module belongs to, from a survey build's automatic chunks: a start-up
 * chunk takes every module of its roots' chunks and of the chunks they import statically, less
 * what an earlier start-up chunk took. Modules tree-shaking leaves out are in no chunk, so they are
 * not taken either.
 */
export function startupOwners(root: string, chunks: StartupChunk[], output: OutputChunk[]) {
  const byFile = new Map(output.map((c) => [c.fileName, c]));
  const owners = new Map<string, string>();
  const taken = new Set<OutputChunk>();
  const chunksOf = (name: string, modules: string[]) => {
    const found = modules.map((m) => {
      const id = resolve(root, m);
      const chunk =
        output.find((c) => c.facadeModuleId === id) ?? output.find((c) => c.moduleIds.includes(id));
      if (!chunk) throw new Error(`startup chunk ${name}: the build has no chunk for ${m}`);
      return chunk;
    });
    return chunkClosure(byFile, found);
  };
  for (const { name, roots, leave = [] } of chunks) {
    const left = chunksOf(name, leave);
    for (const chunk of chunksOf(name, roots)) {
      if (taken.has(chunk) || left.has(chunk)) continue;
      taken.add(chunk);
      for (const id of chunk.moduleIds) owners.set(id, name);
    }
  }
  return owners;
}

/**
 * The cycles among chunks' static imports, each as the files around it. Grouping modules by hand
 * (with includeDependenciesRecursively off) can make two chunks import each other; then one of them
 * runs before the other has defined what it uses (a state machine built at load on a library not
 * yet run), and the page stops with "cannot read properties of undefined".
 */
export function chunkCycles(chunks: { fileName: string; imports: string[] }[]): string[][] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of byFile.get(file)?.imports ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next) && byFile.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const chunk of chunks) if (!state.has(chunk.fileName)) visit(chunk.fileName);
  return cycles;
}

/** Set while the survey build runs: its own config must not survey again. */
const SURVEY_ENV = 'BACKROOM_CHUNK_SURVEY';

/**
 * Start-up chunks: the login page's JavaScript in one file, the portal shell's in another, instead
 * of some thirty small shared chunks the automatic splitting leaves (a module shared by the start
 * and a lazy chunk gets a chunk of its own), each a request: a round trip on a slow network, six at
 * a time on HTTP/1.1. A survey build (no output written) gives the automatic chunks; each start-up
 * chunk takes the modules of its roots' chunks and their static imports, so no page loads code it
 * would not have loaded before, and the screens and dialogs keep their own chunks.
 */
export function startupChunks(root: string, chunks: StartupChunk[], survey: () => InlineConfig) {
  let owners = new Map<string, string>();
  const plugin: Plugin = {
    name: 'backroom:startup-chunks',
    apply: () => process.env[SURVEY_ENV] !== '1',
    async buildStart() {
      process.env[SURVEY_ENV] = '1';
      try {
        const config = survey();
        const result = await build({ ...config, build: { ...config.build, write: false } });
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
        const output = outputs.flatMap((o) => o.output).filter((c): c is OutputChunk => c.type === 'chunk');
        owners = startupOwners(root, chunks, output);
      } finally {
        delete process.env[SURVEY_ENV];
      }
    },
    // the grouping must never leave two chunks importing each other (chunkCycles): the build fails
    generateBundle(_options, bundle) {
      const output = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const cycles = chunkCycles(output);
      if (!cycles.length) return;
      const message = `start-up chunks: chunks import each other: ${cycles.map((c) => c.join(' -> ')).join('; ')}`;
      // said here too: a later plugin's own failure (no pages written) would hide the reason
      console.error(message);
      this.error(message);
    },
  };
  const groups = chunks.map((chunk, i) => ({
    name: chunk.name,
    priority: chunks.length - i,
    test: (id: string) => owners.get(id) === chunk.name,
  }));
  return { plugin, groups };
}
