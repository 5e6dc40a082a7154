import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoreSettingsForm } from '../../src/domain/storeSettings';
import {
  type ReceiptPreviewState,
  SelectStoreWarning,
  StoreConfigurationPage,
} from '../../src/features/settings/store/StoreConfigurationPage';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

/** Harbor Downtown's configuration as the demo seeds it. */
const harborDowntownFixture: StoreSettingsForm = {
  StoreName: 'Harbor Downtown',
  StoreContName: 'Marco Manager',
  StoreEmail: 'downtown@harborbistro.example',
  StoreContPhone: '(207) 555-0142',
  StorePhone: '(207) 555-0100',
  StoreAdd1: '14 Commercial Street',
  StoreAdd2: '',
  StoreCity: 'Portland',
  StoreState: 'ME',
  StoreZip: '04101',
  StoreWebsite: 'harborbistro.example',
  ReceiptHeader: 'Fresh from the Gulf of Maine',
  ReceiptNote: 'Thank you for dining with Harbor Bistro.',
  IncludeQrCode: true,
  QrCodeWebsiteUrl: 'https://harborbistro.example/menu/downtown',
  DisplayTipSuggestion: true,
  TipSuggestionMessage: 'Gratuity is not included. Suggested tips:',
  TipSuggestion1: '18',
  TipSuggestion2: '20',
  TipSuggestion3: '22',
  PosTimezone: 'America/New_York',
  UpdateStoreCoordinates: false,
  ConcurrencyChecksum: 1,
};

const closedPreview: ReceiptPreviewState = {
  open: false,
  state: 'default',
  html: null,
  failure: null,
  onPreview: noop,
  onClose: noop,
};

const meta = {
  title: 'Pages/StoreConfiguration',
  component: StoreConfigurationPage,
  decorators: [withIntl],
  args: {
    countryId: 840,
    values: harborDowntownFixture,
    storeName: 'Harbor Downtown',
    readOnly: false,
    coordinatesPending: false,
    saveState: 'default',
    saveError: null,
    onSubmit: noop,
    asOf: null,
    preview: closedPreview,
  },
} satisfies Meta<typeof StoreConfigurationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const ReadOnly: Story = { args: { readOnly: true } };
/** A store in the United Kingdom: its region is a County, its phones are written 020 7946 0958. */
export const UnitedKingdom: Story = {
  args: {
    countryId: 826,
    values: { ...harborDowntownFixture, StoreState: 'ENG', StoreContPhone: '020 7946 0958' },
  },
};
export const TipsOff: Story = {
  args: { values: { ...harborDowntownFixture, DisplayTipSuggestion: false, TipSuggestionMessage: '' } },
};
export const CoordinatesPending: Story = { args: { coordinatesPending: true } };
export const ReceiptPreview: Story = {
  args: {
    preview: {
      ...closedPreview,
      open: true,
      state: 'success',
      html: '<div class="receipt"><h1>Harbor Downtown</h1><p>14 Commercial Street</p><p>Portland, ME 04101</p></div>',
    },
  },
};

/** A company view without a store: the form is hidden, Select Store opens the store chooser. */
export const NoStoreSelected: Story = {
  render: () => <SelectStoreWarning onSelectStore={noop} />,
};
