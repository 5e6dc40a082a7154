import type { PortalNotification } from '../domain/accountContract';
import type { ApiResult } from '../domain/contract';
import { useApiRead } from './read';

/** The session's notifications (GET /Notification/GetNotifications). `enabled` follows the notification flag. */
export function useNotifications(enabled: boolean) {
  return useApiRead<ApiResult<PortalNotification[]>>(
    enabled ? 'Notification/GetNotifications' : null,
    undefined,
    {
      revalidateOnFocus: false,
    },
  );
}
