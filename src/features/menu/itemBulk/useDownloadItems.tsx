import { useState } from 'react';
import { Alert } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { itemBulkApi, itemBulkPaths } from '../../../api/itemBulk';
import { useApiMutation } from '../../../api/mutation';
import { ITEM_CSV_HEADER, itemCsvCells } from '../../../domain/itemCsv';
import { downloadCsv } from '../../../scaffold/csv/csvFile';
import { failureText } from '../../../scaffold/form/serverErrors';

interface DownloadNotice {
  tone: 'info' | 'critical';
  text: string;
}

/**
 * "Download list" (issue 7 §3): the items of one category, or (null) every item, saved as a CSV
 * file built in the browser (papaparse, in the CSV worker) with the import's columns, so the file
 * can be imported again. The rows are asked for through the mutation hook (its state is `busy`; a
 * refusal's Message is said). An empty category saves nothing and says so (`notice`); a failure too.
 * Show the notice with `ItemDownloadNotice`.
 */
export function useDownloadItems() {
  const { t } = useT();
  const rows = useApiMutation(itemBulkPaths.export, itemBulkApi.exportRows, { silent: true });
  const [notice, setNotice] = useState<DownloadNotice | null>(null);

  const download = async (categoryId: number | null) => {
    setNotice(null);
    const outcome = await rows.trigger(categoryId);
    if (!outcome.ok || !outcome.data.Entity) {
      const error = outcome.ok ? null : outcome.error;
      setNotice({
        tone: 'critical',
        text: failureText(error, t('ItemBulk.DownloadFailed'), t('Http.Offline')),
      });
      return;
    }
    const { CategoryName: name, Rows } = outcome.data.Entity;
    if (Rows.length === 0) {
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
    try {
      await downloadCsv(fileName, ITEM_CSV_HEADER, Rows.map(itemCsvCells));
    } catch {
      setNotice({ tone: 'critical', text: t('ItemBulk.DownloadFailed') });
    }
  };

  return { download, busy: rows.state === 'loading', notice, dismissNotice: () => setNotice(null) };
}

type ItemDownload = ReturnType<typeof useDownloadItems>;

/** The download's notice (nothing to download, or why it failed) where the screen shows messages. */
export function ItemDownloadNotice({ download }: { download: ItemDownload }) {
  if (!download.notice) return null;
  return (
    <Alert tone={download.notice.tone} onDismiss={download.dismissNotice}>
      {download.notice.text}
    </Alert>
  );
}
