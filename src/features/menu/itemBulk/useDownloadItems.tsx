import { useCallback, useState } from 'react';
import { Alert } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { ApiRequestError } from '../../../api/http';
import { itemBulkApi } from '../../../api/itemBulk';
import { ITEM_CSV_HEADER, itemCsvCells } from '../../../domain/itemCsv';
import { downloadCsv } from '../../../scaffold/csv/csvFile';
import { failureText } from '../../../scaffold/form/serverErrors';

export interface DownloadNotice {
  tone: 'info' | 'critical';
  text: string;
}

/**
 * "Download list" (issue 7 §3): the items of one category, or (null) every item, saved as a CSV
 * file built in the browser (papaparse, in the CSV worker) with the import's columns, so the file
 * can be imported again. An empty category saves nothing and says so (`notice`); a failure too.
 * Show the notice with `ItemDownloadNotice`.
 */
export function useDownloadItems() {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<DownloadNotice | null>(null);

  const download = useCallback(
    async (categoryId: number | null) => {
      setBusy(true);
      setNotice(null);
      try {
        const answer = await itemBulkApi.exportRows(categoryId, { silent: true });
        const result = answer.Entity;
        if (!result) throw new Error('no rows');
        const name = result.CategoryName;
        if (result.Rows.length === 0) {
          setNotice({
            tone: 'info',
            text:
              name === null
                ? t('ItemBulk.NothingToDownloadAll')
                : t('ItemBulk.NothingToDownload', { category: name }),
          });
          return;
        }
        const fileName =
          name === null ? t('ItemBulk.DownloadAllFileName') : t('ItemBulk.DownloadFileName', { name });
        await downloadCsv(fileName, ITEM_CSV_HEADER, result.Rows.map(itemCsvCells));
      } catch (err) {
        const error = err instanceof ApiRequestError ? err : null;
        setNotice({
          tone: 'critical',
          text: failureText(error, t('ItemBulk.DownloadFailed'), t('Http.Offline')),
        });
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  const dismissNotice = useCallback(() => setNotice(null), []);
  return { download, busy, notice, dismissNotice };
}

export type ItemDownload = ReturnType<typeof useDownloadItems>;

/** The download's notice (nothing to download, or why it failed) where the screen shows messages. */
export function ItemDownloadNotice({ download }: { download: ItemDownload }) {
  if (!download.notice) return null;
  return (
    <Alert tone={download.notice.tone} onDismiss={download.dismissNotice}>
      {download.notice.text}
    </Alert>
  );
}
