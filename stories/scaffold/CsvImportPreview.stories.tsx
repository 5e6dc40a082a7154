import type { Meta, StoryObj } from '@storybook/react-vite';
import { CsvImportPreview } from '../../src/scaffold/csv/CsvImportPreview';
import { withIntl } from '../pages/loginFixtures';

const meta = {
  title: 'Scaffold/CsvImportPreview',
  component: CsvImportPreview,
  decorators: [withIntl],
  args: {
    fileName: 'harbor-items.csv',
    validCount: 4997,
    blankCount: 1,
    rejected: [
      { Row: 7, Problems: [{ Column: 'Category', MessageKey: 'ItemBulk.CategoryUnknown' }] },
      {
        Row: 12,
        Problems: [
          { Column: 'Item Name', MessageKey: 'Item.NameRequired' },
          { Column: 'Price', MessageKey: 'ItemBulk.PriceInvalid' },
        ],
      },
      { Row: 40, Problems: [{ Column: 'Item Name', MessageKey: 'ItemBulk.AlreadyExists' }] },
    ],
  },
} satisfies Meta<typeof CsvImportPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Most rows ready, a few with problems (row, column, rule). */
export const WithProblems: Story = {};
/** Every row can be imported. */
export const AllValid: Story = { args: { validCount: 120, blankCount: 0, rejected: [] } };
/** No row can be imported. */
export const NothingValid: Story = { args: { validCount: 0, blankCount: 0 } };
/** After the import: what was created and what was left out. */
export const Done: Story = { args: { stage: 'done', validCount: 4996 } };
