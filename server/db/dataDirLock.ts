import { closeSync, openSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The lock file in DATA_DIR: one server process at a time may open a PGlite data directory. */
export const LOCK_FILE = 'backroom.lock';

/**
 * How long a lock file that cannot be read (empty, cut short) may be one being written this very
 * moment; older, it is what a crash or a full disk left between creating the file and writing it.
 */
export const UNREADABLE_LOCK_GRACE_MS = 5_000;

interface LockOwner {
  pid: number;
  host: string;
  /**
   * Which process the pid was when the lock was written (Linux: the boot and the process's start
   * time, from /proc), so that a pid the system has since given to another process is not mistaken
   * for the owner. Absent where /proc is not (and in locks of older versions): the pid alone.
   */
  started?: string;
}

/** The data directories this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

export class DataDirInUseError extends Error {}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof owner?.pid !== 'number' || typeof owner?.host !== 'string') return null;
    return typeof owner.started === 'string' ? owner : { pid: owner.pid, host: owner.host };
  } catch {
    return null;
  }
}

/**
 * A process's start as /proc tells it: the boot's id and the start time in clock ticks since boot
 * (field 22 of /proc/<pid>/stat, counted after the command's closing parenthesis, since the command
 * may hold spaces). undefined where there is no /proc or the process is gone.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${boot}/${fields[19]}`;
  } catch {
    return undefined;
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

/** Whether the process `owner` names is still the one that wrote the lock. */
function ownerAlive(owner: LockOwner): boolean {
  if (!isRunning(owner.pid)) return false;
  if (owner.started === undefined) return true;
  const now = processStart(owner.pid);
  return now === undefined || now === owner.started;
}

/** How long ago a file was last written; a file that is gone counts as infinitely old. */
function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * A lock file left by a process that is gone: same host, and its pid is not running, or runs another
 * process than the one that wrote it (the pid was given again, after a restart), or is our own pid
 * while this process does not hold it (a restarted container often gets the same pid). A lock file
 * that cannot be read is stale once it is older than UNREADABLE_LOCK_GRACE_MS (until then it may be
 * being written). Another host's lock is never stale: its processes cannot be seen from here.
 */
function isStale(path: string, dir: string): boolean {
  const owner = readOwner(path);
  if (!owner) return ageMs(path) > UNREADABLE_LOCK_GRACE_MS;
  if (owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return !held.has(dir);
  return !ownerAlive(owner);
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
  const started = processStart(process.pid);
  const me: LockOwner = { pid: process.pid, host: hostname(), ...(started ? { started } : {}) };
  const content = JSON.stringify(me);
  if (held.has(dir)) throw inUse(dir, me);

  if (!createExclusive(path, content)) {
    const owner = readOwner(path);
    if (!isStale(path, dir)) throw inUse(dir, owner);
    if (!createExclusive(recovery, content)) {
      // a recoverer that died inside its few statements leaves this behind: clear it, then try once more
      if (!isStale(recovery, dir)) throw inUse(dir, owner);
      rmSync(recovery, { force: true });
      if (!createExclusive(recovery, content)) throw inUse(dir, owner);
    }
    try {
      if (!isStale(path, dir)) throw inUse(dir, readOwner(path));
      rmSync(path, { force: true });
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
