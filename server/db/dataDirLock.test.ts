import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirInUseError,
  LOCK_FILE,
  lockDataDir,
  processStart,
  UNREADABLE_LOCK_GRACE_MS,
} from './dataDirLock';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'backroom-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has ended (a child that ran and exited). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function writeLock(dir: string, pid: number, host = hostname(), started?: string) {
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid, host, started }));
}

/** Sets a file's modification time `ms` in the past. */
function age(path: string, ms: number) {
  const then = new Date(Date.now() - ms);
  utimesSync(path, then, then);
}

/** A live process that is no server of ours (a child waiting for its stdin to end), and its end. */
function unrelatedProcess() {
  const child = spawn(process.execPath, ['-e', 'process.stdin.resume()'], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  return { pid: child.pid as number, stop: () => child.kill() };
}

describe('the lock on a PGlite DATA_DIR (one server process per data directory)', () => {
  it('a second lock is refused while the first is held, and granted once it is released', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toEqual({
      pid: process.pid,
      host: hostname(),
      started: processStart(process.pid),
    });
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a lock held by another live process, naming it in one line', () => {
    const dir = freshDir();
    writeLock(dir, process.ppid);
    let message = '';
    try {
      lockDataDir(dir);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain(`in use by process ${process.ppid}`);
    expect(message).toContain(LOCK_FILE);
    expect(message).not.toContain('\n');
  });

  it('recovers a stale lock whose process is gone', () => {
    const dir = freshDir();
    writeLock(dir, deadPid());
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    expect(existsSync(join(dir, `${LOCK_FILE}.recovery`))).toBe(false);
    release();
  });

  it("recovers our own pid's lock that this process does not hold (a restarted container)", () => {
    const dir = freshDir();
    writeLock(dir, process.pid);
    lockDataDir(dir)();
  });

  it("never takes over another host's lock", () => {
    const dir = freshDir();
    writeLock(dir, deadPid(), 'another-host');
    expect(() => lockDataDir(dir)).toThrow(/another-host/);
  });

  it('an empty or unreadable lock file blocks only while it may be being written (issue 22 §5)', () => {
    const dir = freshDir();
    const path = join(dir, LOCK_FILE);
    writeFileSync(path, '');
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    age(path, UNREADABLE_LOCK_GRACE_MS + 1000);
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    release();
    // cut short, and a recovery file left empty by a recoverer that died alike
    writeFileSync(path, '{"pid": 12');
    writeFileSync(`${path}.recovery`, '');
    age(path, UNREADABLE_LOCK_GRACE_MS + 1000);
    age(`${path}.recovery`, UNREADABLE_LOCK_GRACE_MS + 1000);
    lockDataDir(dir)();
    expect(existsSync(`${path}.recovery`)).toBe(false);
  });

  it('a lock naming a live process that is not the one that wrote it is recovered (issue 22 §5)', () => {
    const dir = freshDir();
    const other = unrelatedProcess();
    try {
      const started = processStart(other.pid);
      expect(started).toMatch(/^[0-9a-f-]+\/\d+$/);
      // the pid was given again after the writer's end: the process running now started otherwise
      writeLock(dir, other.pid, hostname(), `${started}0`);
      lockDataDir(dir)();
      // the process that wrote it, still running: refused
      writeLock(dir, other.pid, hostname(), started);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.stop();
    }
  });

  it('a server holding the lock in another process is refused', async () => {
    const dir = freshDir();
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./server/db/dataDirLock.ts').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('held'); process.stdin.resume(); })`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve) => holder.stdout.on('data', () => resolve()));
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).started).toBe(
        processStart(holder.pid as number),
      );
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('the server refuses to start on a locked DATA_DIR with a one-line message', async () => {
    const dir = freshDir();
    writeLock(dir, process.pid);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: dir, PORT: '65001', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^backroom: DATA_DIR .* is in use by process \d+ on .*; stop that server first/),
    ]);
    // the lock it found is still there: the refused server removed nothing
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
  });
});
