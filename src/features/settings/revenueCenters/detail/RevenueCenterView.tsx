import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { Alert, Spinner } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import { useApiMutation } from '../../../../api/mutation';
import { usePortalData } from '../../../../api/portal';
import {
  REVENUE_CENTER_READS,
  revenueCenterApi,
  revenueCenterPaths,
  useAddRevenueCenterValidation,
  useRevenueCenter,
  useRevenueCenterDevices,
  useRevenueCenterOrderModes,
  useRevenueCenterStores,
} from '../../../../api/revenueCenters';
import {
  addBlocked,
  companyLevelWarning,
  type RevenueCenter,
  type RevenueCenterForm,
  type RevenueCenterStoreDetail,
  revenueCenterFormOf,
  STORE_RELOAD_DEBOUNCE_MS,
  saveBodyOf,
} from '../../../../domain/revenueCenter';
import { pathIdOf } from '../../../../domain/routes';
import { failureText } from '../../../../scaffold/form/serverErrors';
import { RevealInTransition } from '../../../../scaffold/read/RevealInTransition';
import { isStaleSave } from '../../../../scaffold/form/staleRecord';
import { usePendingChangesContext } from '../../../../scaffold/pendingChanges/PendingChanges';
import type { ScreenProps } from '../../../../scaffold/screen';
import { useDebouncedValue } from '../../../../scaffold/useDebouncedValue';
import { revenueCentersPath } from '../urls';
import { RevenueCenterPage } from './RevenueCenterPage';

/**
 * The revenue center form's view (3-settings §2, §4, §7, §8): the center (none when adding), the
 * merchant's stores and, before adding, whether anything is free; then the editor. At company level,
 * the list's warning instead.
 */
export function RevenueCenterView({ path }: ScreenProps) {
  const { t } = useT();
  const id = pathIdOf(path) ?? 0;
  const isNew = id === 0;
  const portal = usePortalData().data;
  const merchantId = portal?.merhantId ?? null;
  const record = useRevenueCenter(merchantId, isNew ? null : id);
  const stores = useRevenueCenterStores(merchantId);
  const validation = useAddRevenueCenterValidation(isNew ? merchantId : null);

  const failed = record.error ?? stores.error ?? validation.error;
  if (failed)
    return (
      <Alert tone="critical">{failureText(failed, t('RevenueCenter.ReadFailed'), t('Http.Offline'))}</Alert>
    );
  const center = record.data?.Entity ?? null;
  const storeList = stores.data?.Entity;
  const check = validation.data?.Entity;
  // the list's company-level warning (§2) holds for the form too: centers are set up in a store view
  if (
    portal &&
    storeList &&
    companyLevelWarning({ storeId: portal.storeId, activeStoreCount: storeList.length })
  )
    return <Alert tone="caution">{t('RevenueCenter.CompanyLevelWarning')}</Alert>;
  const placeholder = <Spinner label={t('RevenueCenter.Loading')} />;
  if (merchantId === null || !storeList || (!isNew && !center) || (isNew && !check) || !portal)
    return placeholder;
  return (
    <RevealInTransition fallback={placeholder}>
      <RevenueCenterEditor
        key={id}
        merchantId={merchantId}
        userCode={portal.userName}
        center={center}
        stores={storeList}
        blocked={isNew && check ? addBlocked(check) : false}
        asOf={isNew ? stores.fetchedAt : record.fetchedAt}
        reload={isNew ? undefined : () => record.mutate()}
      />
    </RevealInTransition>
  );
}

interface EditorProps {
  merchantId: number;
  userCode: string;
  center: RevenueCenter | null;
  stores: readonly RevenueCenterStoreDetail[];
  blocked: boolean;
  asOf: number | null;
  /** Reads the center again (after a stale save: the latest version, the user's changes over it). */
  reload?: () => Promise<unknown>;
}

/**
 * The form with its choices: the devices and order modes of the stores chosen, read again 1 s after
 * the last change of the choice (§4, §9); Save (the server's errors in the Error modal, §8), then
 * back to the list.
 */
function RevenueCenterEditor({ merchantId, userCode, center, stores, blocked, asOf, reload }: EditorProps) {
  const [, navigate] = useLocation();
  const { proceed } = usePendingChangesContext();
  // the center as read: a newer read (the latest version after a stale save) becomes the form's base
  const values = useMemo<RevenueCenterForm>(
    () => revenueCenterFormOf(center, stores.length === 1 ? stores[0].storeId : null),
    [center, stores],
  );
  const [chosen, setChosen] = useState<number[]>(values.StoreIds);
  const settled = useDebouncedValue(chosen, STORE_RELOAD_DEBOUNCE_MS);
  const devices = useRevenueCenterDevices(merchantId, settled);
  const orderModes = useRevenueCenterOrderModes(merchantId, settled);
  const [errorLines, setErrorLines] = useState<string[] | null>(null);
  const save = useApiMutation(revenueCenterPaths.save, revenueCenterApi.save, {
    revalidate: REVENUE_CENTER_READS,
    silent: true,
  });
  const onStoresChange = useCallback((ids: number[]) => setChosen(ids), []);
  const { t } = useT();

  const onSubmit = async (form: RevenueCenterForm) => {
    const body = saveBodyOf(form, {
      merchantId,
      revenueCenterId: center?.revenueCenterId ?? 0,
      userCode,
      concurrencyChecksum: center?.concurrencyChecksum ?? 0,
      devices: devices.data?.Entity ?? [],
      orderModes: orderModes.data?.Entity ?? [],
    });
    const outcome = await save.trigger(body);
    if (outcome.ok) {
      proceed(() => navigate(revenueCentersPath));
      return;
    }
    // someone else saved the center first: the form says so and offers the latest version
    if (isStaleSave(outcome.error)) return;
    const listed = (outcome.error.body as { Errors?: unknown } | null)?.Errors;
    setErrorLines(
      Array.isArray(listed) && listed.length > 0
        ? listed.map(String)
        : [failureText(outcome.error, t('RevenueCenter.SaveFailed'), t('Http.Offline'))],
    );
  };

  return (
    <RevenueCenterPage
      values={values}
      revenueCenterId={center?.revenueCenterId ?? 0}
      stores={stores}
      devices={devices.data?.Entity ?? []}
      orderModes={orderModes.data?.Entity ?? []}
      choicesLoading={devices.isLoading || orderModes.isLoading}
      onStoresChange={onStoresChange}
      asOf={asOf}
      saveState={save.state}
      saveError={save.error}
      onSubmit={(v) => void onSubmit(v)}
      reload={reload}
      onBack={() => navigate(revenueCentersPath)}
      errorLines={errorLines}
      onDismissErrors={() => setErrorLines(null)}
      blocked={blocked}
    />
  );
}
