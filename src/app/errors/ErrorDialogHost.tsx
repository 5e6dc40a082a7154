import { useSyncExternalStore } from 'react';
import { Button, Dialog, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { dismissErrorModal, errorModalStore } from '../../lib/errorModal';

/** Shows the queued error modals one at a time (1-foundation.md §8): title, decoded message, OK. */
export function ErrorDialogHost() {
  const { t } = useT();
  const current = useSyncExternalStore(
    errorModalStore.subscribe,
    errorModalStore.current,
    errorModalStore.current,
  );
  return (
    <Dialog.Root
      open={current !== null}
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open && current) dismissErrorModal(current.id);
      }}
    >
      <Dialog.Content size="small">
        <Dialog.Title>{current?.title ?? t('ErrorModal.DefaultTitle')}</Dialog.Title>
        {current?.message ? (
          <Dialog.Description>
            <Text>{current.message}</Text>
          </Dialog.Description>
        ) : null}
        <Dialog.Footer>
          <Dialog.CloseTrigger>
            <Button variant="solid">{t('ErrorModal.Ok')}</Button>
          </Dialog.CloseTrigger>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
