import useSWR from 'swr';
import type { PortalNotification } from '../domain/accountContract';
import type { ApiResult } from '../domain/contract';
import { http, type RequestOptions } from './http';

export const notificationKeys = {
  list: 'Notification/GetNotifications',
  seen: 'Notification/GetNotificationsSeen',
} as const;

/** The session's notifications (GET /Notification/GetNotifications). `enabled` follows the notification flag. */
export function useNotifications(enabled: boolean) {
  return useSWR<ApiResult<PortalNotification[]>>(enabled ? notificationKeys.list : null, {
    revalidateOnFocus: false,
  });
}

/** Whether this server session has seen its notifications (the modal opens once per session). */
export function useNotificationsSeen(enabled: boolean) {
  return useSWR<ApiResult<boolean>>(enabled ? notificationKeys.seen : null, { revalidateOnFocus: false });
}

export const notificationApi = {
  /** Marks the notifications seen for this session (the modal's OK). */
  markSeen: (_arg: undefined, options?: RequestOptions) =>
    http.write<ApiResult>('Notification/MarkNotificationsSeen', undefined, options),
};
