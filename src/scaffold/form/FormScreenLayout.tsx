import { type ReactNode, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert, Button, ConfirmDialog, Savebar, Stack } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { MutationState } from '../../api/mutation';
import { OfflineNotice } from '../OfflineNotice';
import { useFocusClearOfSavebar } from './clearOfSavebar';
import { failureText } from './serverErrors';
import { StaleNotice } from './StaleNotice';
import { type FormScreen, SAVED_BANNER_MS } from './useFormScreen';

/** A record's delete (the save bar's delete slot) and the confirmation it asks for: the screen's words. */
export interface RecordDeletion {
  /** The slot's button (the design system's "Delete" when left out). */
  label?: string;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The delete's mutation state: the confirmation stays open, busy, until the screen leaves. */
  state: MutationState;
  onDelete: () => void;
}

export interface FormScreenLayoutProps<V extends FieldValues> {
  screen: FormScreen<V>;
  /** The form's name (the save bar's label). */
  label: string;
  /** Shown when the save fails and the server gave no Message. */
  failureFallback: string;
  /**
   * The invalid-input banner's text: shown when Save is pressed while a field breaks a rule (nothing
   * is sent). Left out, the fields' own messages say it alone.
   */
  invalidText?: string;
  /** The failure banner vanishes after SAVED_BANNER_MS as the saved one does (3-settings §2). */
  failureAutoHide?: boolean;
  /** Shown above the fields in read-only mode (why nothing can be changed). */
  readOnlyNotice?: string;
  /** The delete slot of the save bar, which asks first (an existing record); omitted for a new one. */
  deletion?: RecordDeletion;
  /**
   * A screen that is a sub-page (a record of a list): the save bar's Cancel, which leaves (the
   * pending-changes guard asks first when there are changes), in place of Discard.
   */
  onCancel?: () => void;
  /** Save stays disabled for a reason of the screen's (besides no changes, or a rule broken). */
  saveDisabled?: boolean;
  /** The discard action's words where the specification names it otherwise (e.g. Cancel). */
  discardLabel?: string;
  /** When the record on screen was fetched (the view's read): offline, "Offline — as of TIME". */
  asOf: number | null;
  /** Shown after the fields, outside the form, above the save bar (e.g. the record's ChangeHistoryPanel). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * How a form screen looks: the banners, the fields in a form, the save bar (hidden when read-only)
 * with its delete slot and the form's status, and the discard and delete confirmations. Save is
 * enabled while the form has changes and breaks no rule (2-menu §4, 1-foundation §5: "Save is
 * disabled while the form is invalid"); the status says why it is not, and shows the fields in error.
 * The focused field is kept clear of the sticky bar.
 */
export function FormScreenLayout<V extends FieldValues>({
  screen,
  label,
  failureFallback,
  invalidText,
  failureAutoHide = false,
  readOnlyNotice,
  deletion,
  onCancel,
  saveDisabled = false,
  discardLabel,
  asOf,
  aside,
  children,
}: FormScreenLayoutProps<V>) {
  const { t } = useT();
  const { banner, recovery } = screen;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  useFocusClearOfSavebar(formRef, barRef);
  const blocked = screen.dirty && !screen.valid;
  return (
    <Stack space="large">
      <OfflineNotice asOf={asOf} />
      {screen.readOnly && readOnlyNotice ? <Alert tone="info">{readOnlyNotice}</Alert> : null}
      {banner?.kind === 'saved' ? (
        <Alert tone="positive" autoHideMs={SAVED_BANNER_MS} onDismiss={screen.dismissBanner}>
          {t('Form.Saved')}
        </Alert>
      ) : null}
      {banner?.kind === 'failed' ? (
        <Alert
          tone="critical"
          autoHideMs={failureAutoHide ? SAVED_BANNER_MS : undefined}
          onDismiss={screen.dismissBanner}
        >
          {failureText(screen.saveError, failureFallback, t('Form.OfflineNotSaved'))}
        </Alert>
      ) : null}
      <StaleNotice stale={banner?.kind === 'stale'} recovery={recovery} />
      {banner?.kind === 'invalid' && invalidText ? (
        <Alert tone="critical" onDismiss={screen.dismissBanner}>
          {invalidText}
        </Alert>
      ) : null}
      <form ref={formRef} id={screen.formId} noValidate onSubmit={screen.onSubmit} aria-label={label}>
        <Stack space="large">{children}</Stack>
      </form>
      {aside}
      {screen.readOnly ? null : (
        <Savebar.Root ref={barRef} saveState={screen.saveState} label={label}>
          {deletion ? (
            <Savebar.Delete label={deletion.label} onClick={() => setConfirmingDelete(true)} />
          ) : null}
          {screen.dirty ? (
            <Savebar.Status
              tone={blocked ? 'attention' : 'neutral'}
              action={
                blocked ? (
                  <Button variant="ghost" size="small" onClick={screen.onSubmit}>
                    {t('Form.ShowErrors')}
                  </Button>
                ) : undefined
              }
            >
              {t(blocked ? 'Form.FixToSave' : 'Form.Unsaved')}
            </Savebar.Status>
          ) : null}
          {onCancel ? (
            <Savebar.Discard onClick={onCancel} label={t('Form.Cancel')} />
          ) : (
            <Savebar.Discard onClick={screen.discard.ask} disabled={!screen.dirty} label={discardLabel} />
          )}
          <Savebar.Save formId={screen.formId} disabled={saveDisabled || !screen.dirty || !screen.valid} />
        </Savebar.Root>
      )}
      <ConfirmDialog
        open={screen.discard.open}
        onOpenChange={(open) => {
          if (!open) screen.discard.cancel();
        }}
        title={t('DiscardChanges.Title')}
        message={t('DiscardChanges.Message')}
        confirmLabel={t('DiscardChanges.Discard')}
        cancelLabel={t('DiscardChanges.Keep')}
        tone="critical"
        onConfirm={screen.discard.confirm}
      />
      {deletion ? (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={(open) => {
            if (!open) setConfirmingDelete(false);
          }}
          title={deletion.title}
          message={deletion.message}
          confirmLabel={deletion.confirmLabel}
          cancelLabel={deletion.cancelLabel}
          tone="critical"
          confirmState={deletion.state}
          onConfirm={deletion.onDelete}
        />
      ) : null}
    </Stack>
  );
}
