import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyInformationPage } from '../../src/features/settings/companyInformation/CompanyInformationPage';
import { LogoPanel } from '../../src/features/settings/companyInformation/LogoPanel';
import {
  countriesFixture,
  harborCompanyFixture,
  industriesFixture,
  usStatesFixture,
} from './companyInformationFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const logo = (readOnly: boolean, problem: string | null = null) => (
  <LogoPanel
    url=""
    companyName="Harbor Bistro Group LLC"
    readOnly={readOnly}
    uploadState="default"
    deleteState="default"
    problem={problem}
    onUpload={noop}
    onDelete={noop}
  />
);

const meta = {
  title: 'Pages/CompanyInformation',
  component: CompanyInformationPage,
  decorators: [withIntl],
  args: {
    values: harborCompanyFixture,
    countries: countriesFixture,
    states: usStatesFixture,
    statesOf: 840,
    industries: industriesFixture,
    readOnly: false,
    asOf: null,
    saveState: 'default',
    saveError: null,
    onSubmit: noop,
    onCountryChange: noop,
    logo: logo(false),
  },
} satisfies Meta<typeof CompanyInformationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company view of more than one store: every field editable, Business Type disabled. */
export const Editable: Story = {};
/** A store view: read-only, with the reason, no logo picker. */
export const ReadOnly: Story = { args: { readOnly: true, logo: logo(true) } };
/** A logo refused before sending (a renamed executable). */
export const LogoRefused: Story = {
  args: { logo: logo(false, 'The logo must be a JPEG or PNG image.') },
};
