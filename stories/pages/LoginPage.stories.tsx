import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginPage } from '../../src/features/signin/login/LoginPage';
import { loginFixtures, noop, withIntl } from './loginFixtures';

const meta = {
  title: 'Pages/Login/LoginPage',
  component: LoginPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'default',
    version: loginFixtures.version,
    processing: false,
    defaultUsername: '',
    defaultRememberMe: false,
    lighterEditionHref: loginFixtures.lighterEditionHref,
    onSubmit: noop,
    onForgotUsername: noop,
    onForgotPassword: noop,
  },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Remember-me was ticked last time: the username is filled in, the password field has the focus. */
export const Remembered: Story = { args: { defaultUsername: 'owner', defaultRememberMe: true } };

/** While logging in, the processing message covers the page. */
export const Processing: Story = { args: { defaultUsername: 'owner', processing: true } };

/** The bank reseller: its logo and colours, and no lighter-edition link. */
export const Bank: Story = { args: { brand: 'bank', lighterEditionHref: null } };
