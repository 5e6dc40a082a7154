import { Modal } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';

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
  const goBack = { label: t('Suspended.GoBack'), onClick: onGoBack };
  return (
    <Modal
      open={open}
      title={t('Suspended.Title')}
      description={t(canContinue ? 'Suspended.MessageContinue' : 'Suspended.Message')}
      busy={busy}
      actions={
        canContinue
          ? [
              goBack,
              {
                label: t('Suspended.IUnderstand'),
                onClick: onContinue,
                state: busy ? 'loading' : 'default',
              },
            ]
          : [goBack]
      }
    />
  );
}
