import { useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useT } from '../../../i18n/IntlProvider';
import { accountApi } from '../../api/account';
import { useSelectableStores } from '../../api/company';
import { readLoginContext, readRoleFlags } from '../../api/localState';
import type { StoreListRow } from '../../domain/accountContract';
import { StoreStatus } from '../../domain/enums';
import { canContinueSuspended, type PastDueContext, type PastDueOutcome } from '../../domain/pastDue';
import { type StoreLabelContext, storeListSource } from '../../domain/storeSelection';
import { useLogout } from '../session/useLogout';
import { messageOf } from './errors';
import { setShowUpdatePayment } from '../login/updatePayment';
import { emitStoreChanged } from './events';
import { PastDueDialog } from './PastDueDialog';
import { SelectionErrorDialog } from './SelectionErrorDialog';
import { StoreSelectionPage, storeRowId } from './StoreSelectionPage';
import { SuspendedDialog } from './SuspendedDialog';
import { useSelectionQuery } from './useSelectionQuery';

export type SelectionMode = 'login' | 'switch';

export interface StoreSelectionDialogProps {
  open: boolean;
  /** At login (closing logs off) or from the portal header (the portal is refreshed after the save). */
  mode: SelectionMode;
  /** The store is saved as the session's store. */
  onSelected: (store: StoreListRow) => void;
  /** The user closed the selection (at login the session is already logged off): the caller routes. */
  onClose: () => void;
}

const storeListPaths = new Set(['Company/GetMerchantStores', 'User/GetBackOfficeAssignedStoresForUser']);

/** A cached store list (SWR key [path, body]). */
export function isStoreListKey(key: unknown): boolean {
  return Array.isArray(key) && storeListPaths.has(key[0]);
}

type Step =
  | { kind: 'list' }
  | { kind: 'pastDue'; store: StoreListRow; context: PastDueContext }
  | { kind: 'suspended'; store: StoreListRow }
  | { kind: 'error'; message: string };

/** The store selection modal: pick a store, check its account, save it as the session's store. */
export function StoreSelectionDialog(props: StoreSelectionDialogProps) {
  return <StoreSelectionFlow {...props} via="store" />;
}

/**
 * The store selection flow of 1-foundation.md §4 "Store selection": a store id 0 is saved at once;
 * otherwise the store's account is checked: suspended (status 5) shows the suspended modal,
 * past-due days the past-due modal, else the store context is saved. After the save, when switching,
 * every cached resource is revalidated and the frame is told to reload.
 */
export function StoreSelectionFlow({
  open,
  mode,
  onSelected,
  onClose,
  via,
}: StoreSelectionDialogProps & { via: 'store' | 'merchant' }) {
  const { t } = useT();
  const { mutate } = useSWRConfig();
  const logout = useLogout();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored flags are read again each time the dialog opens
  const flags = useMemo(() => readRoleFlags(), [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const loginContext = useMemo(() => readLoginContext(), [open]);
  const labelContext = useMemo<StoreLabelContext>(
    () => ({
      ...flags,
      firstRunFlag: loginContext.launchFirstRunUnleashFlag,
      userRoleRank: loginContext.userRoleRank ?? 0,
    }),
    [flags, loginContext],
  );
  const selection = useSelectionQuery(open);
  const [ready, setReady] = useState(false);
  const list = useSelectableStores(open && ready ? selection.query : null, storeListSource(flags));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) {
      setReady(false);
      return;
    }
    let live = true;
    setSelectedId(null);
    setStep({ kind: 'list' });
    setBusy(false);
    // Unused store-list data is dropped (§9): a list of another merchant is never shown.
    void mutate(isStoreListKey, undefined, { revalidate: false }).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [open, mutate]);

  const rows = list.data?.ResultSet ?? [];
  const fallback = t('StoreSelection.ErrorDefault');

  const save = async (store: StoreListRow) => {
    const result = await accountApi.saveStoreContext(store.StoreId, {
      StoreCode: store.StoreCode,
      StoreName: store.StoreName,
      OverrideMerchantId: store.MerchantId,
    });
    if (!result.IsSuccessful) {
      setStep({ kind: 'error', message: result.Message || fallback });
      return;
    }
    void mutate(isStoreListKey, undefined, { revalidate: false });
    // The portal data and everything keyed by merchant and store are fetched again.
    if (mode === 'switch') void mutate((key) => !isStoreListKey(key));
    emitStoreChanged({ merchantId: store.MerchantId, storeId: store.StoreId, via });
    setSelectedId(null);
    onSelected(store);
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      setStep({ kind: 'error', message: messageOf(err, fallback) });
    } finally {
      setBusy(false);
    }
  };

  const pick = () =>
    run(async () => {
      const store = rows.find((r) => storeRowId(r) === selectedId);
      if (!store) return;
      if (store.StoreId === 0) return save(store);
      const status = await accountApi.checkStoreAccountStatus(store.StoreId, store.MerchantId);
      if (!status.IsSuccessful) {
        setStep({ kind: 'error', message: status.Message || fallback });
        return;
      }
      if (status.StoreStatusCode === StoreStatus.Suspended) {
        setStep({ kind: 'suspended', store });
        return;
      }
      if (status.PastDueRemainingDays !== null && status.PastDueRemainingDays !== undefined) {
        setStep({
          kind: 'pastDue',
          store,
          context: {
            days: status.PastDueRemainingDays,
            isAdminUser: flags.isAdminUser,
            configurableRoles: loginContext.featConfigurableRolePermission,
            isUpdatePaymentFeatureEnabled: loginContext.isUpdatePaymentFeatureEnabled,
            isAccountManager: status.IsAccountManager,
            merchantUserRoleId: loginContext.merchantUserRoleId,
          },
        });
        return;
      }
      await save(store);
    });

  /** Closing resets the chosen store and, at login, logs off; the caller routes. */
  const close = async () => {
    setSelectedId(null);
    setStep({ kind: 'list' });
    if (mode === 'login') await accountApi.logOff(true).catch(() => undefined);
    onClose();
  };

  const onPastDue = (store: StoreListRow, outcome: PastDueOutcome) => {
    if (outcome === 'logOff') {
      if (mode === 'login') void close();
      else void logout().then(onClose);
      return;
    }
    if (outcome === 'updatePayment') setShowUpdatePayment();
    void run(() => save(store));
  };

  return (
    <>
      <StoreSelectionPage
        open={open && step.kind === 'list'}
        labelContext={labelContext}
        rows={rows}
        totalRowCount={list.data?.TotalRowCount ?? -1}
        page={selection.page}
        onPageChange={selection.setPage}
        search={selection.search}
        onSearchChange={selection.setSearch}
        includeDeactivated={selection.includeDeactivated}
        onIncludeDeactivatedChange={selection.setIncludeDeactivated}
        loading={!ready || list.isLoading || list.isValidating}
        loadError={list.error ? messageOf(list.error, t('StoreSelection.LoadError')) : null}
        selectedId={selectedId}
        onSelectedIdChange={setSelectedId}
        busy={busy}
        onContinue={pick}
        onCancel={close}
      />
      {step.kind === 'pastDue' ? (
        <PastDueDialog
          open={open}
          context={step.context}
          atLogin={mode === 'login'}
          busy={busy}
          onOutcome={(outcome) => onPastDue(step.store, outcome)}
        />
      ) : null}
      {step.kind === 'suspended' ? (
        <SuspendedDialog
          open={open}
          canContinue={canContinueSuspended(flags)}
          busy={busy}
          onGoBack={() => {
            if (mode === 'login') void close();
            else {
              setSelectedId(null);
              setStep({ kind: 'list' });
            }
          }}
          onContinue={() => void run(() => save(step.store))}
        />
      ) : null}
      <SelectionErrorDialog
        message={open && step.kind === 'error' ? step.message : null}
        onClose={() => setStep({ kind: 'list' })}
      />
    </>
  );
}
