import { Modal, Stack, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';

/**
 * Customer care (decision, docs/decisions.md): a contact dialog with the provider's support line,
 * e-mail address and hours; no page of the route table is about it.
 */
export function CustomerCareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const email = t('UserMenu.CustomerCareEmail');
  const phone = t('UserMenu.CustomerCarePhone');
  return (
    <Modal
      open={open}
      role="dialog"
      title={t('UserMenu.CustomerCareTitle')}
      onDismiss={onClose}
      actions={[{ label: t('UserMenu.CustomerCareClose'), onClick: onClose }]}
    >
      <Stack space="medium">
        <Text as="p">{t('UserMenu.CustomerCareIntro')}</Text>
        <Text as="p">
          {t('UserMenu.CustomerCarePhoneLabel')} <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
        </Text>
        <Text as="p">
          {t('UserMenu.CustomerCareEmailLabel')} <a href={`mailto:${email}`}>{email}</a>
        </Text>
        <Text as="p" tone="muted">
          {t('UserMenu.CustomerCareHours')}
        </Text>
      </Stack>
    </Modal>
  );
}
