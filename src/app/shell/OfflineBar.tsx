import { Alert } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { useOnline } from '../../offline/network';

/** Says at once that the portal is offline (the screens add what they show and as of when). */
export function OfflineBar() {
  const { t } = useT();
  return useOnline() ? null : <Alert tone="caution">{t('Offline.Bar')}</Alert>;
}
