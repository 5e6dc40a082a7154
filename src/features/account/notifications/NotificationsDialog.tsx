import { useState } from 'react';
import { useFeatureFlags } from '../../../api/featureFlags';
import { useNotifications } from '../../../api/notification';
import { NotificationsPage } from './NotificationsPage';

/** Set once the notifications have been seen in this browser session. */
export const NOTIFICATIONS_SEEN_KEY = 'backroom:notificationsSeen';

function seen(): boolean {
  try {
    return sessionStorage.getItem(NOTIFICATIONS_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function markSeen() {
  try {
    sessionStorage.setItem(NOTIFICATIONS_SEEN_KEY, 'true');
  } catch {
    // storage unavailable: the modal may show again on the next load
  }
}

export interface NotificationsProps {
  /** The portal is ready for it (a session with a merchant). */
  enabled: boolean;
}

/**
 * The notifications modal's view: when the notification feature flag is on and the list is not
 * empty, the modal opens once per browser session; OK closes it.
 */
export function Notifications({ enabled }: NotificationsProps) {
  const [alreadySeen, setAlreadySeen] = useState(seen);
  const { flags } = useFeatureFlags(enabled && !alreadySeen);
  const list = useNotifications(enabled && !alreadySeen && flags.notification);
  const notifications = list.data?.Entity ?? [];
  const open = enabled && !alreadySeen && flags.notification && notifications.length > 0;
  return (
    <NotificationsPage
      open={open}
      notifications={notifications}
      onClose={() => {
        markSeen();
        setAlreadySeen(true);
      }}
    />
  );
}
