/** The session's notifications (docs/api.md): both GET, read at a portal page's start. */
export const notificationPaths = {
  list: 'Notification/GetNotifications',
  seen: 'Notification/GetNotificationsSeen',
} as const;
