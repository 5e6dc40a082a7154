import { Heading, Link, Modal, Stack, Text } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { PortalNotification } from '../../../domain/accountContract';

export interface NotificationsPageProps {
  open: boolean;
  notifications: PortalNotification[];
  onClose: () => void;
}

/** Only web links open from a notification (no javascript: or data: addresses). */
export function isSafeLink(url: string): boolean {
  try {
    const parsed = new URL(url, 'https://placeholder.invalid/');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The notifications modal (1-foundation.md §4 "Other"): each notification's title, description,
 * messages and links (opening in a new tab); OK, Escape and the close button close it.
 */
export function NotificationsPage({ open, notifications, onClose }: NotificationsPageProps) {
  const { t } = useT();
  return (
    <Modal
      open={open}
      role="dialog"
      size="medium"
      title={t('Notifications.Title')}
      onDismiss={onClose}
      actions={[{ label: t('Notifications.Ok'), onClick: onClose }]}
    >
      <Stack space="xlarge">
        {notifications.map((n) => (
          <Stack key={n.NotificationId} space="small" as="section">
            <Heading level={3}>{n.NotificationTitle}</Heading>
            {n.NotificationDescription ? <Text as="p">{n.NotificationDescription}</Text> : null}
            {n.Messages.map((m, i) => (
              // Messages have no id of their own: their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Stack key={i} space="xsmall">
                <Text as="p">{m.MessageText}</Text>
                {m.Links.filter((l) => isSafeLink(l.LinkURL)).map((l) => (
                  <Text as="p" key={l.LinkKey || l.LinkURL}>
                    <Link href={l.LinkURL} external>
                      {l.LinkText || l.LinkURL}
                    </Link>
                  </Text>
                ))}
              </Stack>
            ))}
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
