import nodemailer from 'nodemailer';
import type { Db } from '../db/db';
import type { Clock } from '../clock';
import { insertOutboxMail } from '../db/queries/outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Keeps every e-mail in the outbox table; the demo mailbox page shows them. */
export function outboxMailer(db: Db, clock: Clock): Mailer {
  return {
    async send(mail) {
      await insertOutboxMail(db, { ...mail, createdAt: clock.now(), sentAt: null });
    },
  };
}

/** Sends through SMTP_URL and records what was sent in the outbox. */
export function smtpMailer(
  db: Db,
  clock: Clock,
  smtpUrl: string,
  from = 'Backroom <no-reply@backroom.local>',
): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      const now = clock.now();
      await insertOutboxMail(db, { ...mail, createdAt: now, sentAt: now });
    },
  };
}
