import { useSyncExternalStore } from 'react';
import { Alert, Modal } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { dismissErrorModal, errorModalStore } from '../../lib/errorModal';

/**
 * The one error modal of the portal (1-foundation.md §8): the queued errors one at a time, each
 * with its title (or the default) and its decoded message, and OK. Every screen reaches it through
 * showErrorModal (src/lib/errorModal).
 */
export function ErrorDialogHost() {
  const { t } = useT();
  const current = useSyncExternalStore(
    errorModalStore.subscribe,
    errorModalStore.current,
    errorModalStore.current,
  );
  const close = () => {
    if (current) dismissErrorModal(current.id);
  };
  return (
    <Modal
      open={current !== null}
      title={current?.title ?? t('ErrorModal.DefaultTitle')}
      onDismiss={close}
      actions={[{ label: t('ErrorModal.Ok'), onClick: close }]}
    >
      {current?.message ? <Alert tone="critical">{current.message}</Alert> : null}
    </Modal>
  );
}
