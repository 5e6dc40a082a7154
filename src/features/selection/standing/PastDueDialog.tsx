import { useState } from 'react';
import { Modal } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { MessageKey } from '../../../../i18n/intl';
import {
  type PastDueButton,
  type PastDueContext,
  type PastDueOutcome,
  pastDueButtons,
  pastDueMessageKey,
  pastDueOutcome,
  pastDueTitleKey,
} from '../../../domain/pastDue';

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

const buttonKey: Record<PastDueButton, MessageKey> = {
  skip: 'PastDue.Skip',
  updatePayment: 'PastDue.UpdatePayment',
  ok: 'PastDue.Ok',
};

/**
 * The past-due warning (1-foundation.md §4 "Past-due modal"): the title shows the remaining days
 * (or none when overdue); Skip and Update Payment for those who may update payment, else one OK.
 * It must be answered. When the answer signs the user out (overdue, not an admin), the dialog first
 * says why, and signs out on OK.
 */
export function PastDueDialog({ open, context, atLogin, onOutcome, busy = false }: PastDueDialogProps) {
  const { t } = useT();
  const [signingOut, setSigningOut] = useState(false);
  const days = Math.abs(context.days);
  const answer = (button: PastDueButton) => {
    const outcome = pastDueOutcome(button, context, atLogin);
    if (outcome === 'logOff') setSigningOut(true);
    else onOutcome(outcome);
  };
  if (signingOut) {
    return (
      <Modal
        open={open}
        title={t('PastDue.SignOutTitle')}
        description={t('PastDue.SignOutMessage')}
        actions={[{ label: t('PastDue.Ok'), onClick: () => onOutcome('logOff') }]}
      />
    );
  }
  return (
    <Modal
      open={open}
      title={t(pastDueTitleKey(context.days), { days })}
      description={t(pastDueMessageKey(context), { days })}
      busy={busy}
      actions={pastDueButtons(context).map((b) => ({
        label: t(buttonKey[b]),
        onClick: () => answer(b),
        state: b === 'skip' ? undefined : busy ? 'loading' : 'default',
      }))}
    />
  );
}
