import { useState } from 'react';
import { Button, TextField } from '../../design-system';
import { ApiRequestError } from '../../src/api/http';
import type { MutationState } from '../../src/api/mutation';
import { FormDialog } from '../../src/scaffold/form/FormDialog';
import { type Contact, contactSchema } from './formScreenFixture';

export interface ContactDialogProps {
  /** The contact as the list has it. */
  contact: Contact;
  /** The save's answer: saved, or refused because someone else changed the contact first (409). */
  outcome: 'success' | 'stale';
  onSubmit?: (values: Contact) => void;
  onClose?: () => void;
}

/**
 * A form dialog of the scaffolding (what the pay code, employee and category dialogs are built on):
 * Cancel asks before typed input is dropped; a stale save offers the latest contact with the
 * changes typed applied over it.
 */
export function ContactDialog({ contact, outcome, onSubmit, onClose }: ContactDialogProps) {
  const [open, setOpen] = useState(true);
  const [state, setState] = useState<MutationState>('default');
  const [answer, setAnswer] = useState(outcome);
  const [record, setRecord] = useState(contact);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  if (!open) return <Button onClick={() => setOpen(true)}>Edit contact</Button>;
  return (
    <FormDialog
      title="Edit contact"
      schema={contactSchema}
      defaultValues={record}
      mutation={{
        state,
        error:
          state === 'error'
            ? new ApiRequestError(409, 'Someone else changed it.', 'Contact.StaleChecksum')
            : null,
      }}
      onSubmit={(v) => {
        onSubmit?.(v);
        setState('loading');
        setTimeout(() => setState(answer === 'success' ? 'success' : 'error'), 10);
      }}
      reload={async () => {
        setRecord({ ...record, email: 'front@harborbistro.example' });
        setAnswer('success');
      }}
      submitLabel="Save"
      cancelLabel="Cancel"
      onCancel={close}
      failureFallback="The contact could not be saved."
      done={{ message: 'Saved.', actionLabel: 'OK', onContinue: close }}
    >
      {(field) => (
        <>
          <TextField label="Contact name" required {...field('name')} />
          <TextField label="E-mail address" type="email" {...field('email')} />
        </>
      )}
    </FormDialog>
  );
}
