import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The lock file in DATA_DIR: one server process at a time may open a PGlite data directory. */
export const LOCK_FILE = 'backroom.lock';

interface LockOwner {
  pid: number;
  host: string;
}

/** The data directories this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

export class DataDirInUseError extends Error {}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8'));
    return typeof owner?.pid === 'number' && typeof owner?.host === 'string' ? owner : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock left by a process that is gone: same host, and its pid is not running (or is our own pid
 * while this process does not hold it: a restarted container often gets the same pid). A lock
 * whose content cannot be read is not called stale: it may be being written this very moment.
 */
function isStale(owner: LockOwner | null, dir: string): boolean {
  if (!owner || owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return !held.has(dir);
  return !isRunning(owner.pid);
}

/** Creates the file only if it does not exist (O_EXCL): the atomic step of taking a lock. */
function createExclusive(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function removeIfOwnedBy(path: string, owner: LockOwner) {
  const now = readOwner(path);
  if (now && now.pid === owner.pid && now.host === owner.host) unlinkSync(path);
}

function inUse(dir: string, owner: LockOwner | null): DataDirInUseError {
  const who = owner ? `process ${owner.pid} on ${owner.host}` : 'another process';
  return new DataDirInUseError(
    `DATA_DIR ${dir} is in use by ${who}; stop that server first (or delete ${join(dir, LOCK_FILE)} if none runs)`,
  );
}

/**
 * Takes the lock of a PGlite data directory: a lock file holding our pid and host, created
 * atomically. A stale lock (its process is gone) is recovered; a live one is a DataDirInUseError with
 * a one-line reason. Recovery happens under a second lock file, so that two processes recovering the
 * same stale lock cannot both take it (one removes the stale file and takes the lock, the other then
 * finds a live owner). Answers the release (idempotent; also run when the process exits).
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE);
  const recovery = `${path}.recovery`;
  const me: LockOwner = { pid: process.pid, host: hostname() };
  const content = JSON.stringify(me);
  if (held.has(dir)) throw inUse(dir, me);

  if (!createExclusive(path, content)) {
    const owner = readOwner(path);
    if (!isStale(owner, dir)) throw inUse(dir, owner);
    if (!createExclusive(recovery, content)) {
      // a recoverer that died inside its few statements leaves this behind: clear it, then try once more
      if (!isStale(readOwner(recovery), dir)) throw inUse(dir, owner);
      unlinkSync(recovery);
      if (!createExclusive(recovery, content)) throw inUse(dir, owner);
    }
    try {
      const current = readOwner(path);
      if (current && !isStale(current, dir)) throw inUse(dir, current);
      if (current) unlinkSync(path);
      if (!createExclusive(path, content)) throw inUse(dir, readOwner(path));
    } finally {
      removeIfOwnedBy(recovery, me);
    }
  }

  held.add(dir);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(dir);
    process.off('exit', release);
    try {
      removeIfOwnedBy(path, me);
    } catch {
      // the directory went away: nothing to release
    }
  };
  process.on('exit', release);
  return release;
}
