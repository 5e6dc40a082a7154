import { Button, Dialog, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';

export interface SelectionErrorDialogProps {
  /** The server's Message; the dialog is open while there is one. */
  message: string | null;
  onClose: () => void;
}

/** The error modal of a failed store check or store context save: the server Message and OK (§8). */
export function SelectionErrorDialog({ message, onClose }: SelectionErrorDialogProps) {
  const { t } = useT();
  return (
    <Dialog.Root
      open={message !== null}
      role="alertdialog"
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Content size="small">
        <Dialog.Title>{t('StoreSelection.ErrorTitle')}</Dialog.Title>
        <Dialog.Description>
          <Text as="p">{message}</Text>
        </Dialog.Description>
        <Dialog.Footer>
          <Button onClick={onClose}>{t('StoreSelection.ErrorOk')}</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
