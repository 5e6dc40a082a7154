import { useState } from 'react';
import {
  Box,
  DataGrid,
  type DataGridColumn,
  Heading,
  Inline,
  SearchField,
  Stack,
  Text,
} from '../../../design-system';

export interface SelectionGridProps<T> {
  /** The section's heading (names the region). */
  title: string;
  /** The table's accessible name. */
  gridLabel: string;
  columns: DataGridColumn<T>[];
  /** Every row (not paged: a choice among a few hundred at most). */
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** The ids chosen (rows hidden by the filter keep theirs). */
  selected: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  /** Rows that cannot be chosen (dimmed). */
  canSelectRow?: (row: T) => boolean;
  rowSelectLabel?: (row: T) => string;
  /** A quick filter over the rows: its field's label and the text of a row it searches. */
  filter?: { label: string; textOf: (row: T) => string };
  /** The counter under the heading ("3 selected"), if the section shows one. */
  selectedText?: string;
  emptyText: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Nothing can be chosen (read-only). */
  disabled?: boolean;
}

/**
 * A titled choice of rows in a form: a table with a checkbox per row, optionally a quick filter (the
 * rows as typed, case-insensitive) and an "N selected" counter. The form holds the chosen ids; rows
 * the filter hides stay chosen.
 */
export function SelectionGrid<T>(props: SelectionGridProps<T>) {
  const { filter, disabled = false } = props;
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const rows =
    filter && needle ? props.rows.filter((r) => filter.textOf(r).toLowerCase().includes(needle)) : props.rows;
  return (
    <Box as="section" aria-label={props.title}>
      <Stack space="small">
        <Inline space="small" align="space-between" alignY="center">
          <Heading level={3}>{props.title}</Heading>
          {props.selectedText ? (
            <Box aria-live="polite">
              <Text tone="muted">{props.selectedText}</Text>
            </Box>
          ) : null}
        </Inline>
        {filter ? <SearchField label={filter.label} value={query} onValueChange={setQuery} /> : null}
        <DataGrid
          label={props.gridLabel}
          columns={props.columns}
          rows={[...rows]}
          getRowId={props.getRowId}
          totalRowCount={rows.length}
          page={1}
          pageSize={Math.max(rows.length, 1)}
          onPageChange={() => {}}
          pager={false}
          selectionMode={disabled ? 'none' : 'multiple'}
          selectedRowIds={[...props.selected]}
          onSelectionChange={props.onSelectionChange}
          canSelectRow={props.canSelectRow}
          rowSelectLabel={props.rowSelectLabel}
          emptyText={props.emptyText}
          loading={props.loading}
          error={props.error}
          onRetry={props.onRetry}
        />
      </Stack>
    </Box>
  );
}
