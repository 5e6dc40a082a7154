import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './dataDirLock';

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

function writeLock(dir: string, pid: number, host = hostname()) {
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid, host }));
}

describe('the lock on a PGlite DATA_DIR (one server process per data directory)', () => {
  it('a second lock is refused while the first is held, and granted once it is released', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toEqual({
      pid: process.pid,
      host: hostname(),
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

  it("never takes over another host's lock, nor one it cannot read", () => {
    const dir = freshDir();
    writeLock(dir, deadPid(), 'another-host');
    expect(() => lockDataDir(dir)).toThrow(/another-host/);
    writeFileSync(join(dir, LOCK_FILE), '');
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
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
