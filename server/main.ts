import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfig, type Config } from './config';
import type { Db } from './db/db';
import { openDatabase } from './db/open';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { prepareDatabase } from './start';

function reason(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split('\n')[0];
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(`backroom: bad configuration: ${reason(err)}`);
    process.exit(1);
  }
  let db: Db;
  try {
    db = await openDatabase(config);
  } catch (err) {
    const where = config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR ${config.dataDir}`;
    console.error(`backroom: cannot open the database (${where}): ${reason(err)}`);
    process.exit(1);
  }
  try {
    const { seeded } = await prepareDatabase(db, systemClock, config);
    if (seeded)
      console.log('backroom: demo data seeded (accounts are listed in README.md, password Backroom#2026)');
  } catch (err) {
    console.error(`backroom: cannot prepare the database: ${reason(err)}`);
    await db.close().catch(() => {});
    process.exit(1);
  }
  const mailer = config.smtpUrl ? smtpMailer(db, systemClock, config.smtpUrl) : outboxMailer(db, systemClock);
  const app = createApp({ db, clock: systemClock, mailer, config });
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' },
    (info) => {
      const url = `http://localhost:${info.port}${config.basePath}`;
      console.log(`backroom: serving ${url}`);
      if (config.demoData) {
        console.log(
          `backroom: demo accounts are listed in README.md ("Demo accounts"); password Backroom#2026`,
        );
        if (!config.smtpUrl) console.log(`backroom: e-mails land in the demo mailbox: ${url}Demo/Mailbox`);
      }
    },
  );
  server.on('error', (err) => {
    console.error(`backroom: cannot listen on port ${config.port}: ${reason(err)}`);
    process.exit(1);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`backroom: ${signal}, closing`);
    server.close(() => {
      db.close()
        .catch(() => {})
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
