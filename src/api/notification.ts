import useSWR from 'swr';
import type { PortalNotification } from '../domain/accountContract';
import type { ApiResult } from '../domain/contract';

/** The session's notifications (GET /Notification/GetNotifications). `enabled` follows the notification flag. */
export function useNotifications(enabled: boolean) {
  return useSWR<ApiResult<PortalNotification[]>>(enabled ? 'Notification/GetNotifications' : null, {
    revalidateOnFocus: false,
  });
}
