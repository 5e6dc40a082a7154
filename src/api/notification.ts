import type { PortalNotification } from '../domain/accountContract';
import type { ApiResult } from '../domain/contract';
import { http, type RequestOptions } from './http';
import { useApiRead } from './read';
import { notificationPaths } from '../domain/notificationPaths';

/** The session's notifications (GET /Notification/GetNotifications). `enabled` follows the notification flag. */
export function useNotifications(enabled: boolean) {
  return useApiRead<ApiResult<PortalNotification[]>>(enabled ? notificationPaths.list : null, undefined, {
    revalidateOnFocus: false,
  });
}

/** Whether this server session has seen its notifications (the modal opens once per session). */
export function useNotificationsSeen(enabled: boolean) {
  return useApiRead<ApiResult<boolean>>(enabled ? notificationPaths.seen : null, undefined, {
    revalidateOnFocus: false,
  });
}

export const notificationApi = {
  /** Marks the notifications seen for this session (the modal's OK). */
  markSeen: (_arg: undefined, options?: RequestOptions) =>
    http.write<ApiResult>('Notification/MarkNotificationsSeen', undefined, options),
};
