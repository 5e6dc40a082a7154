import { useMemo, useState } from 'react';
import { Alert, DataGrid, type DataGridColumn, Stack, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';

/** A row of a file that will not be imported: its row number (the header is row 1) and its problems. */
export interface CsvRejectedRow {
  Row: number;
  /** Each problem: the column it is about (its header; null for the whole row) and the rule's catalogue key. */
  Problems: readonly { Column: string | null; MessageKey: string }[];
}

export interface CsvImportPreviewProps {
  /** The chosen file's name. */
  fileName: string;
  /** How many rows will be imported. */
  validCount: number;
  /** Blank rows of the file, skipped. */
  blankCount?: number;
  rejected: readonly CsvRejectedRow[];
  /** The accessible name of the table of problems. */
  problemsLabel?: string;
  /** 'preview' (default): what the import will do; 'done': what it did (the server's answer). */
  stage?: 'preview' | 'done';
}

interface ProblemLine {
  id: string;
  row: number;
  column: string | null;
  message: string;
}

const PAGE_SIZE = 10;

/**
 * The preview of a CSV import, before anything is sent: how many rows will be imported, and each
 * row that will not, with its row number, the column and the rule it breaks (paged, ten lines at a
 * time); with `stage="done"`, the same for what the import did. Generic: any import shows its rows'
 * catalogue keys with it.
 */
export function CsvImportPreview({
  fileName,
  validCount,
  blankCount = 0,
  rejected,
  problemsLabel,
  stage = 'preview',
}: CsvImportPreviewProps) {
  const done = stage === 'done';
  const { t, tData } = useT();
  const [page, setPage] = useState(1);
  const lines = useMemo<ProblemLine[]>(
    () =>
      rejected.flatMap((r) =>
        r.Problems.map((p, k) => ({
          id: `${r.Row}-${k}`,
          row: r.Row,
          column: p.Column,
          message: tData(p.MessageKey),
        })),
      ),
    [rejected, tData],
  );
  const columns = useMemo<DataGridColumn<ProblemLine>[]>(
    () => [
      { id: 'row', header: t('Csv.Row'), accessor: (l) => l.row, align: 'right' },
      { id: 'column', header: t('Csv.Column'), accessor: (l) => l.column ?? t('Csv.WholeRow') },
      { id: 'problem', header: t('Csv.Problem'), accessor: (l) => l.message },
    ],
    [t],
  );
  const shown = lines.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack space="medium">
      <Text as="p" weight="medium">
        {t('Csv.PreviewFile', { fileName })}
      </Text>
      <Alert tone={validCount > 0 ? 'positive' : 'caution'}>
        {t(done ? 'Csv.ResultImported' : 'Csv.PreviewValid', { count: validCount })}
      </Alert>
      {blankCount > 0 ? (
        <Text as="p" tone="muted">
          {t('Csv.PreviewBlank', { count: blankCount })}
        </Text>
      ) : null}
      {rejected.length > 0 ? (
        <Stack space="small">
          <Alert tone="caution">
            {t(done ? 'Csv.ResultRejected' : 'Csv.PreviewRejected', { count: rejected.length })}
          </Alert>
          <DataGrid<ProblemLine>
            label={problemsLabel ?? t('Csv.ProblemsLabel')}
            columns={columns}
            rows={shown}
            getRowId={(l) => l.id}
            totalRowCount={lines.length}
            page={page}
            pageSize={PAGE_SIZE}
            pageSizeOptions={[PAGE_SIZE]}
            onPageChange={setPage}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
