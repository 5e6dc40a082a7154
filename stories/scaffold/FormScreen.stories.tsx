import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ApiRequestError } from '../../src/api/http';
import type { MutationState } from '../../src/api/mutation';
import { withIntl } from '../pages/loginFixtures';
import { type Contact, ContactForm, type ContactFormProps } from './formScreenFixture';

/** Saves after a moment, as the mutation hook would; the "Fails" story refuses with a field error. */
function Stateful(args: ContactFormProps & { fails?: boolean }) {
  const [state, setState] = useState<MutationState>(args.saveState);
  const [values, setValues] = useState<Contact>(args.values);
  return (
    <ContactForm
      {...args}
      values={values}
      saveState={state}
      saveError={
        state === 'error'
          ? new ApiRequestError(400, 'Enter an e-mail address like name@example.com.', 'Validation.Email', {
              Field: 'email',
              MessageKey: 'Validation.Email',
            })
          : null
      }
      onSubmit={(next) => {
        setState('loading');
        setTimeout(() => {
          setState(args.fails ? 'error' : 'success');
          if (!args.fails) setValues(next);
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
