import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface Cluster {
  url(database: string): string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

/** A private PostgreSQL 15 cluster for the test run: its own directory and port, stopped afterwards. */
export async function startCluster(root: string): Promise<Cluster> {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(`PostgreSQL 15 is not installed (${BIN}): run "apt-get install -y postgresql-15"`);
  }
  const dir = resolve(root, `pg-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args], { stdio: 'pipe' });
    else execFileSync(join(BIN, cmd), args, { stdio: 'pipe' });
  };
  if (asRoot) {
    // the postgres user must pass through the root (a mkdtemp directory is 0700)
    chmodSync(resolve(root), 0o711);
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
