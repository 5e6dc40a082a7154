import { Button, ConfirmButton, Dialog, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import {
  type PastDueButton,
  type PastDueContext,
  type PastDueOutcome,
  pastDueButtons,
  pastDueMessageKey,
  pastDueOutcome,
  pastDueTitleKey,
} from '../../domain/pastDue';

export interface PastDueDialogProps {
  open: boolean;
  /** The days left (negative: overdue) and who the user is (src/domain/pastDue.ts). */
  context: PastDueContext;
  /** At login (OK with negative days logs off) or when switching stores. */
  atLogin: boolean;
  /** The outcome of the pressed button: 'logOff', 'continue' or 'updatePayment' (then continue). */
  onOutcome: (outcome: PastDueOutcome) => void;
  /** The outcome is being carried out (a store save): the buttons wait. */
  busy?: boolean;
}

const buttonKey: Record<PastDueButton, string> = {
  skip: 'PastDue.Skip',
  updatePayment: 'PastDue.UpdatePayment',
  ok: 'PastDue.Ok',
};

/**
 * The past-due warning (1-foundation.md §4 "Past-due modal"): the title shows the remaining days
 * (or none when overdue); Skip and Update Payment for those who may update payment, else one OK.
 * It must be answered: no Escape, no outside click.
 */
export function PastDueDialog({ open, context, atLogin, onOutcome, busy = false }: PastDueDialogProps) {
  const { t } = useT();
  const buttons = pastDueButtons(context);
  const days = Math.abs(context.days);
  return (
    <Dialog.Root open={open} role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false}>
      <Dialog.Content size="small">
        <Dialog.Title>{t(pastDueTitleKey(context.days), { days })}</Dialog.Title>
        <Dialog.Description>
          <Text as="p">{t(pastDueMessageKey(context), { days })}</Text>
        </Dialog.Description>
        <Dialog.Footer>
          {buttons.map((b) =>
            b === 'skip' ? (
              <Button
                key={b}
                variant="ghost"
                disabled={busy}
                onClick={() => onOutcome(pastDueOutcome(b, context, atLogin))}
              >
                {t(buttonKey[b])}
              </Button>
            ) : (
              <ConfirmButton
                key={b}
                state={busy ? 'loading' : 'default'}
                onClick={() => onOutcome(pastDueOutcome(b, context, atLogin))}
              >
                {t(buttonKey[b])}
              </ConfirmButton>
            ),
          )}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
