import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ApiRequestError } from '../../src/api/http';
import type { MutationState } from '../../src/api/mutation';
import { withIntl } from '../pages/loginFixtures';
import { type Contact, ContactForm, type ContactFormProps } from './formScreenFixture';

/**
 * Saves after a moment, as the mutation hook would; the "Fails" story refuses with a field error, the
 * "Stale" one as if someone else had saved the contact first (409), until the latest is loaded.
 */
function Stateful(args: ContactFormProps & { fails?: boolean; stale?: boolean }) {
  const [state, setState] = useState<MutationState>(args.saveState);
  const [values, setValues] = useState<Contact>(args.values);
  const [stale, setStale] = useState(args.stale === true);
  const refuses = args.fails || stale;
  return (
    <ContactForm
      {...args}
      values={values}
      saveState={state}
      saveError={
        state !== 'error'
          ? null
          : stale
            ? new ApiRequestError(409, 'Someone else changed this contact.', 'Contact.StaleChecksum')
            : new ApiRequestError(400, 'Enter an e-mail address like name@example.com.', 'Validation.Email', {
                Field: 'email',
                MessageKey: 'Validation.Email',
              })
      }
      reload={async () => {
        setValues({ ...values, email: 'front@harborbistro.example' });
        setStale(false);
      }}
      onSubmit={(next) => {
        setState('loading');
        setTimeout(() => {
          setState(refuses ? 'error' : 'success');
          if (!refuses) setValues(next);
        }, 600);
      }}
    />
  );
}

const meta = {
  title: 'Scaffold/FormScreen',
  component: Stateful,
  decorators: [withIntl],
  args: {
    values: { name: 'Marco Manager', email: 'marco@harborbistro.example' },
    saveState: 'default',
    saveError: null,
    onSubmit: () => {},
    onDelete: () => {},
  },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const NewRecord: Story = { args: { onDelete: undefined, values: { name: '', email: '' } } };
export const Fails: Story = { args: { fails: true } };
export const ReadOnly: Story = { args: { readOnly: true } };
export const Saving: Story = { args: { saveState: 'loading' } };
/** Save pressed with a broken rule shows the invalid-input banner; a refusal's banner goes after 3 s. */
export const InvalidInputAndFleetingFailure: Story = {
  args: {
    fails: true,
    failureAutoHide: true,
    invalidText: 'Some fields are not valid: correct them and save again.',
  },
};
/** Someone else saved first: the save is refused (409) and offers their version with my changes over it. */
export const Stale: Story = { args: { stale: true } };
