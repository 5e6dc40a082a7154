import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../../i18n/IntlProvider';
import { MessageDialog } from '../../src/features/login/MessageDialog';
import { noop, withIntl } from './loginFixtures';

interface KeyedMessageDialogProps {
  titleKey: string;
  /** A catalogue key, or `text` for a message that comes from the server. */
  messageKey?: string;
  text?: string;
  /** The title's values (a status code). */
  values?: Record<string, string | number>;
  tone: 'info' | 'critical';
  actionKey: string;
}

/** MessageDialog with its texts taken from the catalogue, as the login view gives them. */
function KeyedMessageDialog({
  titleKey,
  messageKey,
  text,
  values,
  tone,
  actionKey,
}: KeyedMessageDialogProps) {
  const { t } = useT();
  return (
    <MessageDialog
      title={t(titleKey, values)}
      message={messageKey ? t(messageKey) : (text ?? null)}
      tone={tone}
      actions={[{ label: t(actionKey), onClick: noop }]}
    />
  );
}

/** The login error modals (1-foundation.md §8), the generic error modal and the flow's notices. */
const meta = {
  title: 'Pages/Login/MessageDialog',
  component: KeyedMessageDialog,
  decorators: [withIntl],
  args: {
    titleKey: 'IncorrectLogin.Title',
    messageKey: 'Login.Error.I',
    tone: 'critical',
    actionKey: 'Login.Ok',
  },
} satisfies Meta<typeof KeyedMessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IncorrectLogin: Story = {};
export const AccountNotApproved: Story = {
  args: { titleKey: 'AccountNotApproved.Title', messageKey: 'Login.Error.A' },
};
export const NoFeatureForRole: Story = {
  args: { titleKey: 'NoFeatureForRole.Title', messageKey: 'Login.Error.F' },
};
export const DeactivatedMerchant: Story = {
  args: { titleKey: 'DeactivatedMerchant.Title', messageKey: 'Login.Error.X' },
};
export const DeactivatedStore: Story = {
  args: { titleKey: 'DeactivatedStore.Title', messageKey: 'Login.Error.D' },
};
/** N, M and S share the generic error modal with their own message. */
export const NoStoreAssigned: Story = { args: { titleKey: 'ErrorModal.Title', messageKey: 'Login.Error.S' } };
/** A transport error: titled with the status code, with the body text. */
export const TransportError: Story = {
  args: {
    titleKey: 'ErrorModal.StatusTitle',
    values: { status: 502 },
    messageKey: undefined,
    text: 'Bad gateway: the back-office service did not answer.',
  },
};
export const PlaceOfUseNotice: Story = {
  args: { titleKey: 'PlaceOfUse.Title', messageKey: 'PlaceOfUse.Message', tone: 'info' },
};
export const UpdatePayment: Story = {
  args: {
    titleKey: 'UpdatePayment.Title',
    messageKey: 'UpdatePayment.Message',
    tone: 'info',
    actionKey: 'UpdatePayment.Continue',
  },
};
