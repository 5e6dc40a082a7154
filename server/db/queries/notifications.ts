import type { Queryable } from '../db';

export interface NotificationRow {
  [key: string]: unknown;
  notification_id: number;
  title: string;
  description: string;
  /** jsonb: the messages and their links, as stored (checked by the caller). */
  messages: unknown;
}

/** The notifications of a merchant and those for everyone (merchant_id null) active at `now`, oldest first. */
export function activeNotifications(
  db: Queryable,
  merchantId: number | null,
  now: Date,
): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `select notification_id, title, description, messages from notifications
     where (merchant_id is null or merchant_id = $1) and starts_at <= $2 and ends_at > $2
     order by starts_at, notification_id`,
    [merchantId, now],
  );
}

/** Whether a session has seen its notifications (the modal opens once per server session). */
export async function notificationsSeenBy(db: Queryable, sessionHash: string): Promise<boolean> {
  const rows = await db.query('select 1 from session_notifications_seen where token_hash = $1', [
    sessionHash,
  ]);
  return rows.length > 0;
}

/** Marks a session's notifications seen (once; a second mark changes nothing). */
export async function markNotificationsSeenBy(db: Queryable, sessionHash: string, now: Date) {
  await db.query(
    `insert into session_notifications_seen (token_hash, seen_at) values ($1, $2)
     on conflict (token_hash) do nothing`,
    [sessionHash, now],
  );
}
