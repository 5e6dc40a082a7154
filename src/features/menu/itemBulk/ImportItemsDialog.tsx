import { startTransition, useEffect, useRef, useState } from 'react';
import { Alert, FileField, Modal, type ModalAction, Spinner, Stack, Text } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { Translate } from '../../../../i18n/intl';
import { ITEM_BULK_READS, itemBulkApi, itemBulkPaths, useItemBulkLookups } from '../../../api/itemBulk';
import { useApiMutation } from '../../../api/mutation';
import {
  importShapeError,
  ITEM_IMPORT_MAX_FILE_BYTES,
  ITEM_IMPORT_MAX_ROWS,
  type ItemImportResult,
} from '../../../domain/itemBulk';
import {
  addOutcome,
  checkItemCsvHeader,
  csvRowNumber,
  ITEM_CSV_HEADER,
  type ItemCsvCheck,
  itemCsvLookups,
  itemCsvRowChecker,
} from '../../../domain/itemCsv';
import { CsvImportPreview } from '../../../scaffold/csv/CsvImportPreview';
import { parseCsvFile } from '../../../scaffold/csv/csvFile';
import { forEachInSlices } from '../../../scaffold/csv/slices';
import { failureText } from '../../../scaffold/form/serverErrors';

export interface ImportItemsDialogProps {
  open: boolean;
  onClose: () => void;
  /** After an import: what it created and left out (the lists it changes are read again by themselves). */
  onImported?: (result: ItemImportResult) => void;
}

type Stage =
  | { kind: 'choose'; error: string | null }
  | { kind: 'reading'; fileName: string }
  | { kind: 'checking'; fileName: string; done: number; total: number }
  | { kind: 'preview'; fileName: string; header: string[]; rows: string[][]; check: ItemCsvCheck }
  | { kind: 'done'; fileName: string; result: ItemImportResult };

/**
 * "Import items" (issue 7 §3; the categories screen's more menu and the items list): choose a CSV
 * file, which is read in a worker and checked row by row against the item rules (src/domain/itemCsv.ts,
 * in short slices: the page never stalls), see the preview — the rows ready and each row's problems —
 * then create the valid rows in one request. The server checks every row again and answers what it
 * created and what it left out.
 */
export function ImportItemsDialog({ open, ...props }: ImportItemsDialogProps) {
  if (!open) return null;
  return <ImportItems {...props} />;
}

function ImportItems({ onClose, onImported }: Omit<ImportItemsDialogProps, 'open'>) {
  const { t, tData } = useT();
  const [stage, setStage] = useState<Stage>({ kind: 'choose', error: null });
  const lookups = useItemBulkLookups();
  const save = useApiMutation(itemBulkPaths.import, itemBulkApi.import, {
    revalidate: ITEM_BULK_READS,
    silent: true,
  });
  const run = useRef<AbortController | null>(null);
  useEffect(() => () => run.current?.abort(), []);

  const refuse = (error: string) => setStage({ kind: 'choose', error });
  /** The progress, the preview and the result render in a transition: in slices, never a long task. */
  const show = (next: Stage) => startTransition(() => setStage(next));

  /** Reads, checks the columns, looks the names up (fresh), and checks every row in slices. */
  const readFile = async (file: File) => {
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    save.reset();
    setStage({ kind: 'reading', fileName: file.name });
    const parsed = await parseCsvFile(file, {
      maxBytes: ITEM_IMPORT_MAX_FILE_BYTES,
      maxRows: ITEM_IMPORT_MAX_ROWS,
    });
    if (controller.signal.aborted) return;
    if (!parsed.ok) return refuse(t(parsed.key, parsed.values));
    const header = checkItemCsvHeader(parsed.header);
    if (!header.ok) return refuse(wrongColumnsText(header, t));
    if (parsed.rows.every((r) => r.every((c) => c.trim() === '')))
      return refuse(t('ItemBulk.NothingToImport'));
    // the limits the server refuses a whole file for (a cell too long, too many cells), said now
    const shape = importShapeError(parsed.header, parsed.rows);
    if (shape) return refuse(tData(shape));
    // the lists read when the dialog opened, or read now
    const lists = lookups.data ?? (await lookups.mutate().catch(() => undefined));
    if (controller.signal.aborted) return;
    if (!lists?.Entity) return refuse(t('ItemBulk.LookupsFailed'));
    const check = itemCsvRowChecker(header.index, itemCsvLookups(lists.Entity));
    const out: ItemCsvCheck = { items: [], rejected: [], blank: 0 };
    const total = parsed.rows.length;
    setStage({ kind: 'checking', fileName: file.name, done: 0, total });
    try {
      await forEachInSlices(parsed.rows, (cells, i) => addOutcome(out, check(cells, csvRowNumber(i))), {
        signal: controller.signal,
        onProgress: (done) => show({ kind: 'checking', fileName: file.name, done, total }),
      });
    } catch {
      return; // closed, or another file chosen
    }
    show({ kind: 'preview', fileName: file.name, header: parsed.header, rows: parsed.rows, check: out });
  };

  const submit = async () => {
    if (stage.kind !== 'preview') return;
    const outcome = await save.trigger({ Columns: stage.header, Rows: stage.rows });
    if (!outcome.ok || !outcome.data.Entity) return;
    show({ kind: 'done', fileName: stage.fileName, result: outcome.data.Entity });
    onImported?.(outcome.data.Entity);
  };

  const busy = save.state === 'loading';
  const cancel: ModalAction = { label: t('ItemBulk.Cancel'), onClick: onClose, variant: 'ghost' };
  const actions: ModalAction[] =
    stage.kind === 'done'
      ? [{ label: t('ItemBulk.Close'), onClick: onClose }]
      : stage.kind === 'preview'
        ? [
            {
              label: t('ItemBulk.ChooseAnother'),
              onClick: () => setStage({ kind: 'choose', error: null }),
              variant: 'ghost',
            },
            cancel,
            {
              label: t('ItemBulk.ImportAction', { count: stage.check.items.length }),
              onClick: () => void submit(),
              disabled: stage.check.items.length === 0,
              state: busy ? 'loading' : 'default',
            },
          ]
        : [cancel];

  return (
    <Modal
      open
      role="dialog"
      size="large"
      title={t('ItemBulk.ImportTitle')}
      busy={busy}
      onDismiss={onClose}
      actions={actions}
    >
      <Stack space="medium">
        {stage.kind === 'choose' ? (
          <>
            <Text as="p" tone="muted">
              {t('ItemBulk.ImportIntro', { columns: ITEM_CSV_HEADER.join(', ') })}
            </Text>
            <FileField
              label={t('ItemBulk.FileLabel')}
              accept=".csv,text/csv,text/plain"
              onFileChange={(file) => file && void readFile(file)}
              invalid={stage.error !== null}
              errorText={stage.error ?? undefined}
            />
          </>
        ) : null}
        {stage.kind === 'reading' || stage.kind === 'checking' ? (
          <Stack space="small" align="center">
            <Spinner
              showLabel
              label={
                stage.kind === 'reading'
                  ? t('ItemBulk.Reading')
                  : t('ItemBulk.Checking', { done: stage.done, total: stage.total })
              }
            />
          </Stack>
        ) : null}
        {stage.kind === 'preview' ? (
          <>
            {save.state === 'error' ? (
              <Alert tone="critical">
                {failureText(save.error, t('ItemBulk.ImportFailed'), t('Http.Offline'))}
              </Alert>
            ) : null}
            <CsvImportPreview
              fileName={stage.fileName}
              validCount={stage.check.items.length}
              blankCount={stage.check.blank}
              rejected={stage.check.rejected}
            />
          </>
        ) : null}
        {stage.kind === 'done' ? (
          <CsvImportPreview
            stage="done"
            fileName={stage.fileName}
            validCount={stage.result.Created}
            rejected={stage.result.Rejected}
          />
        ) : null}
      </Stack>
    </Modal>
  );
}

/** Wrong columns: what is missing, unknown or twice, and what the format has. */
function wrongColumnsText(
  header: { missing: string[]; unknown: string[]; repeated: string[] },
  t: Translate,
): string {
  const parts = [t('ItemBulk.WrongColumns')];
  if (header.missing.length) parts.push(t('ItemBulk.MissingColumns', { columns: header.missing.join(', ') }));
  if (header.unknown.length) parts.push(t('ItemBulk.UnknownColumns', { columns: header.unknown.join(', ') }));
  if (header.repeated.length)
    parts.push(t('ItemBulk.RepeatedColumns', { columns: header.repeated.join(', ') }));
  parts.push(t('ItemBulk.ExpectedColumns', { columns: ITEM_CSV_HEADER.join(', ') }));
  return parts.join(' ');
}
