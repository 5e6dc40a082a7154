import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfig, type Config } from './config';
import { DataDirInUseError } from './db/dataDirLock';
import type { Db } from './db/db';
import { openDatabase } from './db/open';
import { backgroundTasks } from './http/background';
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
    if (err instanceof DataDirInUseError) console.error(`backroom: ${reason(err)}`);
    else console.error(`backroom: cannot open the database (${where}): ${reason(err)}`);
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
  const background = backgroundTasks();
  const app = createApp({ db, clock: systemClock, mailer, config, background });
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' },
    (info) => {
      const url = `http://localhost:${info.port}${config.basePath}`;
      console.log(`backroom: serving ${url}`);
      if (config.demoData) {
        console.log(
          `backroom: demo accounts are listed in README.md ("Demo accounts"); password Backroom#2026`,
        );
        if (config.demoMailbox)
          console.log(`backroom: e-mails land in the demo mailbox (this machine only): ${url}Demo/Mailbox`);
        else if (!config.smtpUrl)
          console.log('backroom: e-mails are kept in the outbox table (DEMO_MAILBOX=on shows them here)');
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
      background
        .settled()
        .then(() => db.close())
        .catch(() => {})
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
