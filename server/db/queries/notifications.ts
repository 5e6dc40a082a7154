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
