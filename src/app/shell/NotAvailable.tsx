import { Link as RouterLink } from 'wouter';
import { Alert, Link } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';

/**
 * A route of the table the session may not see (role, reseller, product mode, feature ids or flags):
 * said so under the page's title, with a way back to the start page; never a blank page.
 */
export function NotAvailable() {
  const { t } = useT();
  return (
    <Alert
      tone="info"
      title={t('Access.NotAvailableTitle')}
      action={
        <RouterLink href="/" asChild>
          <Link href="/">{t('Access.GoToStart')}</Link>
        </RouterLink>
      }
    >
      {t('Access.NotAvailable')}
    </Alert>
  );
}
