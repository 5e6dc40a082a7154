import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TSX = 'node_modules/.bin/tsx';

export interface RunningServer {
  /** e.g. http://127.0.0.1:40123/ */
  base: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** A fresh temporary directory; the caller removes it with removeDir. */
export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Where the server keeps its data: PGlite in `dataDir`, or PostgreSQL at `databaseUrl` when given. */
export interface ServerStore {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * Starts the real server (`tsx server/main.ts`, no npx, so the pid is ours) on a free loopback
 * port over its store, and waits until GET /health answers 200.
 */
export async function startServer(store: ServerStore, timeoutMs = 120_000): Promise<RunningServer> {
  const port = await freePort();
  const database = store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {};
  const child = spawn(TSX, ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: store.dataDir,
      // the bench signs in hundreds of sessions from loopback (the session load)
      LOGIN_ATTEMPTS_PER_WINDOW: '100000',
      ...database,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: tsx runs node as a child, stop() ends both
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const pid = child.pid!;
  const base = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      return;
    }
    if (!(await exited(child, 15_000))) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited(child, 5_000);
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${base}health`);
      if (res.status === 200) return { base, port, pid, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not answer /health within ${timeoutMs} ms:\n${output}`);
}
