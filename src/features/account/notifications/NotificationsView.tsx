import { useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useFeatureFlags } from '../../../api/featureFlags';
import { useApiMutation } from '../../../api/mutation';
import { notificationApi, useNotifications, useNotificationsSeen } from '../../../api/notification';
import { notificationPaths } from '../../../domain/notificationPaths';
import { keyPath } from '../../../api/keys';
import type { PortalNotification } from '../../../domain/accountContract';
import { NotificationsPage } from './NotificationsPage';

/** No notifications: one array, so that an empty list is the same list from render to render. */
const NONE: PortalNotification[] = [];

/** The notifications of the session, and their modal's state (shared by the modal and the user menu). */
export interface NotificationsCenter {
  notifications: PortalNotification[];
  /** The modal is open: once per server session by itself, and whenever asked for. */
  open: boolean;
  /** Opens the list again (the user menu's Notifications entry). */
  show: () => void;
  close: () => void;
}

/**
 * The notifications' data (1-foundation.md §4 "Other"): with the notification flag on and a
 * non-empty list, the modal opens by itself once per SERVER session — the server keeps the mark with
 * the session, so a new tab of the same session does not show it again, a new log-on does, and
 * log-off clears it — and the user menu can open the list again at any time.
 */
export function useNotificationsCenter(enabled: boolean): NotificationsCenter {
  const { flags } = useFeatureFlags(enabled);
  const on = enabled && flags.notification;
  const list = useNotifications(on);
  const seen = useNotificationsSeen(on);
  const { mutate } = useSWRConfig();
  const markSeen = useApiMutation('Notification/MarkNotificationsSeen', notificationApi.markSeen, {
    silent: true,
  });
  const [asked, setAsked] = useState(false);
  const [closed, setClosed] = useState(false);
  const entity = list.data?.Entity;
  const notifications = on && entity ? entity : NONE;
  const firstTime = seen.data?.Entity === false && !closed;
  const trigger = markSeen.trigger;
  const show = useCallback(() => setAsked(true), []);
  const close = useCallback(() => {
    setAsked(false);
    if (!firstTime) return;
    setClosed(true);
    void trigger(undefined).then((outcome) => {
      if (outcome.ok)
        // the seen answer under its key (path, body, scope: api/keys.ts), whatever the scope
        void mutate(
          (key) => keyPath(key) === notificationPaths.seen,
          { IsSuccessful: true, Entity: true },
          {
            revalidate: false,
          },
        );
    });
  }, [firstTime, trigger, mutate]);
  const open = notifications.length > 0 && (asked || firstTime);
  // one object while nothing in it changes: the shell's content is memoised on it
  return useMemo(() => ({ notifications, open, show, close }), [notifications, open, show, close]);
}

/** The notifications modal of the portal (its state from useNotificationsCenter). */
export function NotificationsView({ center }: { center: NotificationsCenter }) {
  return <NotificationsPage open={center.open} notifications={center.notifications} onClose={center.close} />;
}
