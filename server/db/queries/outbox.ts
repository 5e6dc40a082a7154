import { one, type Queryable } from '../db';

/** Every e-mail the server sends or would send (the demo mailbox shows them). */
export interface OutboxMailRow {
  [key: string]: unknown;
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Date;
}

/** Keeps an e-mail in the outbox; `sentAt` null when it was not sent (no SMTP). */
export async function insertOutboxMail(
  db: Queryable,
  mail: { to: string; subject: string; text: string; createdAt: Date; sentAt: Date | null },
): Promise<void> {
  await db.query(
    'insert into outbox (to_address, subject, body_text, created_at, sent_at) values ($1, $2, $3, $4, $5)',
    [mail.to, mail.subject, mail.text, mail.createdAt, mail.sentAt],
  );
}

/** The latest 100 e-mails, newest first: to one address (lower case), or to everyone when `to` is null. */
export function latestOutboxMails(db: Queryable, to: string | null): Promise<OutboxMailRow[]> {
  return db.query<OutboxMailRow>(
    `select id, to_address, subject, body_text, created_at from outbox
     where ($1::text is null or lower(to_address) = $1) order by id desc limit 100`,
    [to],
  );
}

/** The latest e-mail to an address (lower case), or undefined. */
export function latestOutboxMailTo(db: Queryable, to: string): Promise<OutboxMailRow | undefined> {
  return one<OutboxMailRow>(
    db,
    'select id, to_address, subject, body_text, created_at from outbox where lower(to_address) = $1 order by id desc limit 1',
    [to],
  );
}
