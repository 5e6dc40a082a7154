import { Hono } from 'hono';
import type { NotificationMessage, PortalNotification } from '../../src/domain/accountContract';
import { requireSession } from '../auth/scope';
import {
  activeNotifications,
  markNotificationsSeenBy,
  notificationsSeenBy,
} from '../db/queries/notifications';
import type { AppEnv } from '../http/env';

/** Only well-formed messages and links reach the portal. */
function messagesOf(value: unknown): NotificationMessage[] {
  const list = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) return [];
  return list
    .filter((m) => m && typeof m.MessageText === 'string')
    .map((m) => ({
      MessageText: m.MessageText,
      Links: (Array.isArray(m.Links) ? m.Links : [])
        .filter((l: Record<string, unknown>) => l && typeof l.LinkURL === 'string')
        .map((l: Record<string, unknown>) => ({
          LinkKey: String(l.LinkKey ?? ''),
          LinkURL: String(l.LinkURL),
          LinkText: String(l.LinkText ?? l.LinkURL),
        })),
    }));
}

/** Notifications (3-settings-and-employees.md §3, §4). */
export const notification = new Hono<AppEnv>();

/** The notifications of the session's merchant (and those for everyone) active now. */
notification.get('/Notification/GetNotifications', requireSession(), async (c) => {
  const { db, clock } = c.var.deps;
  const rows = await activeNotifications(db, c.var.scope.merchantId, clock.now());
  const list: PortalNotification[] = rows.map((r) => ({
    NotificationId: r.notification_id,
    NotificationTitle: r.title,
    NotificationDescription: r.description,
    Messages: messagesOf(r.messages),
  }));
  return c.json({ IsSuccessful: true, Entity: list });
});

/**
 * Whether this session has seen its notifications (the modal opens once per server session: a new
 * tab of the same session does not show it again; a new log-on does). Not in the contract (decision).
 */
notification.get('/Notification/GetNotificationsSeen', requireSession(), async (c) => {
  return c.json({
    IsSuccessful: true,
    Entity: await notificationsSeenBy(c.var.deps.db, c.var.scope.sessionHash),
  });
});

/** Marks the notifications seen for this session (the modal's OK). Not in the contract (decision). */
notification.post('/Notification/MarkNotificationsSeen', requireSession(), async (c) => {
  const { db, clock } = c.var.deps;
  await markNotificationsSeenBy(db, c.var.scope.sessionHash, clock.now());
  return c.json({ IsSuccessful: true });
});
