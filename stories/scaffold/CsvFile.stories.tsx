import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, FileField, Stack, Text } from '../../design-system';
import { useT } from '../../i18n/IntlProvider';
import { type CsvParseOutcome, downloadCsv, parseCsvFile } from '../../src/scaffold/csv/csvFile';
import { withIntl } from '../pages/loginFixtures';

const columns = ['Item Name', 'Price', 'Note'];
const rows = [
  ['Lobster Roll', '28.00', 'a guarded formula: =1+1'],
  ['=HYPERLINK("http://example.com")', '1.00', 'starts with = : saved as text'],
  ['Tacos, fish', '12.50', 'a comma and "quotes"'],
];

/**
 * The CSV scaffolding together: choose a file (read in the CSV worker: header, row count, or why it
 * is refused) and download a small list (built in the worker, formulas guarded).
 */
function CsvFileExample({ maxRows }: { maxRows: number }) {
  const { t } = useT();
  const [outcome, setOutcome] = useState<CsvParseOutcome | null>(null);
  return (
    <Stack space="medium">
      <FileField
        label="CSV file"
        accept=".csv,text/csv,text/plain"
        onFileChange={async (file) =>
          setOutcome(file ? await parseCsvFile(file, { maxBytes: 1 << 20, maxRows }) : null)
        }
        invalid={outcome?.ok === false}
        errorText={outcome && !outcome.ok ? t(outcome.key, outcome.values) : undefined}
      />
      {outcome?.ok ? (
        <Text as="p">
          Columns: {outcome.header.join(', ')} — {outcome.rows.length} rows
        </Text>
      ) : null}
      <div>
        <Button variant="soft" onClick={() => void downloadCsv('Example items', columns, rows)}>
          Download an example
        </Button>
      </div>
    </Stack>
  );
}

const meta = {
  title: 'Scaffold/CsvFile',
  component: CsvFileExample,
  decorators: [withIntl],
  args: { maxRows: 100 },
} satisfies Meta<typeof CsvFileExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** At most 2 rows: a longer file is refused with its count. */
export const SmallLimit: Story = { args: { maxRows: 2 } };
