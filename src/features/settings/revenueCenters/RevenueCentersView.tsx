import { useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../../i18n/IntlProvider';
import { useApiMutation } from '../../../api/mutation';
import { usePortalData } from '../../../api/portal';
import {
  REVENUE_CENTER_READS,
  revenueCenterApi,
  revenueCenterPaths,
  useRevenueCenterStores,
  useRevenueCenters,
} from '../../../api/revenueCenters';
import {
  companyLevelWarning,
  REVENUE_CENTER_CSV_COLUMNS,
  REVENUE_CENTER_CSV_FILE,
  type RevenueCenter,
  revenueCenterCsvRows,
  showsStoreColumn,
} from '../../../domain/revenueCenter';
import { downloadCsv } from '../../../scaffold/csv/csvFile';
import { failureText } from '../../../scaffold/form/serverErrors';
import type { ScreenProps } from '../../../scaffold/screen';
import { RevenueCentersPage } from './RevenueCentersPage';
import { revenueCenterPath } from './urls';

/**
 * The revenue centers list's view (3-settings §2, §6, §7): the merchant's centers and live stores,
 * the company-level warning, Add and Edit (the form's route), Delete (confirmed, then the list is read
 * again) and the CSV downloads (§3, built in the CSV worker).
 */
export function RevenueCentersView(_props: ScreenProps) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const portal = usePortalData().data;
  const merchantId = portal?.merhantId ?? null;
  const stores = useRevenueCenterStores(merchantId);
  const storeCount = stores.data?.Entity?.length ?? 0;
  const companyLevel = portal
    ? companyLevelWarning({ storeId: portal.storeId, activeStoreCount: storeCount })
    : false;
  const centers = useRevenueCenters(companyLevel ? null : merchantId);
  const remove = useApiMutation(revenueCenterPaths.remove, revenueCenterApi.remove, {
    revalidate: REVENUE_CENTER_READS,
  });
  const [deleting, setDeleting] = useState<RevenueCenter | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const loadError = centers.error ?? stores.error;
  return (
    <RevenueCentersPage
      centers={stores.data && centers.data ? (centers.data.Entity ?? []) : null}
      loadError={loadError ? failureText(loadError, t('RevenueCenter.LoadError'), t('Http.Offline')) : null}
      companyLevel={companyLevel}
      showStores={showsStoreColumn(storeCount)}
      onAdd={() => navigate(revenueCenterPath(0))}
      onEdit={(c) => navigate(revenueCenterPath(c.revenueCenterId))}
      downloadFailed={downloadFailed}
      onDownload={(chosen) => {
        setDownloadFailed(false);
        void downloadCsv(
          REVENUE_CENTER_CSV_FILE,
          REVENUE_CENTER_CSV_COLUMNS,
          revenueCenterCsvRows(chosen),
        ).catch(() => setDownloadFailed(true));
      }}
      deleting={deleting}
      deleteState={remove.state}
      onAskDelete={setDeleting}
      onCancelDelete={() => setDeleting(null)}
      onConfirmDelete={() => {
        if (!deleting || merchantId === null) return;
        void remove
          .trigger({
            merchantId,
            revenueCenterId: deleting.revenueCenterId,
            concurrencyChecksum: deleting.concurrencyChecksum,
          })
          .then(() => setDeleting(null));
      }}
    />
  );
}
