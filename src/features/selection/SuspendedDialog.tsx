import { Button, ConfirmButton, Dialog, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';

export interface SuspendedDialogProps {
  open: boolean;
  /** Shows "I understand" (canContinueSuspended of src/domain/pastDue.ts: admins, not merchant admins). */
  canContinue: boolean;
  /** Go back: logs off at login; back to the list when switching stores. */
  onGoBack: () => void;
  /** I understand: save the store and go on. */
  onContinue: () => void;
  /** The store is being saved: the buttons wait. */
  busy?: boolean;
}

/** The suspended-account modal (1-foundation.md §4): Go back and, for admins, I understand. */
export function SuspendedDialog({
  open,
  canContinue,
  onGoBack,
  onContinue,
  busy = false,
}: SuspendedDialogProps) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false}>
      <Dialog.Content size="small">
        <Dialog.Title>{t('Suspended.Title')}</Dialog.Title>
        <Dialog.Description>
          <Text as="p">{t(canContinue ? 'Suspended.MessageContinue' : 'Suspended.Message')}</Text>
        </Dialog.Description>
        <Dialog.Footer>
          <Button variant={canContinue ? 'ghost' : 'solid'} disabled={busy} onClick={onGoBack}>
            {t('Suspended.GoBack')}
          </Button>
          {canContinue ? (
            <ConfirmButton state={busy ? 'loading' : 'default'} onClick={onContinue}>
              {t('Suspended.IUnderstand')}
            </ConfirmButton>
          ) : null}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
