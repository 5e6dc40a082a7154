import { useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useT } from '../../../../i18n/IntlProvider';
import { accountApi } from '../../../api/account';
import { keyMatches } from '../../../api/keys';
import { readLoginContext, readRoleFlags } from '../../../api/localState';
import { useApiMutation } from '../../../api/mutation';
import { usePortalData } from '../../../api/portal';
import type { StoreListRow } from '../../../domain/accountContract';
import { StoreStatus } from '../../../domain/enums';
import { canContinueSuspended, type PastDueContext, type PastDueOutcome } from '../../../domain/pastDue';
import {
  COMPANY_VIEW_STORE_ID,
  canPickStore,
  companyViewRow,
  includesDeactivatedByDefault,
  offersCompanyView,
  type StoreLabelContext,
  storeListSource,
} from '../../../domain/storeSelection';
import { showErrorModal } from '../../../lib/errorModal';
import { failureText } from '../../../scaffold/form/serverErrors';
import { usePagedList } from '../../../scaffold/list/usePagedList';
import { setShowUpdatePayment } from '../../../api/updatePaymentFlag';
import { useLogout } from '../../../api/useLogout';
import { useSelectionList } from '../shared/useSelectionList';
import { STORE_LIST_PATHS, useStoreContextSave } from '../shared/useStoreContextSave';
import { PastDueDialog } from '../standing/PastDueDialog';
import { SuspendedDialog } from '../standing/SuspendedDialog';
import { StoreSelectionPage, storeRowId } from './StoreSelectionPage';

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

const listPath = {
  company: 'Company/GetMerchantStores',
  assigned: 'User/GetBackOfficeAssignedStoresForUser',
};

type Step =
  | { kind: 'list' }
  | { kind: 'pastDue'; store: StoreListRow; context: PastDueContext }
  | { kind: 'suspended'; store: StoreListRow };

/** The store selection modal: pick a store, check its account, save it as the session's store. */
export function StoreSelectionDialog(props: StoreSelectionDialogProps) {
  return <StoreSelectionFlow {...props} via="store" />;
}

/**
 * The store selection flow of 1-foundation.md §4 "Store selection": a store id 0 is saved at once;
 * otherwise the store's account is checked: suspended (status 5) shows the suspended modal,
 * past-due days the past-due modal, else the store context is saved. Both writes go through the
 * mutation hook; a refusal shows the server's Message in the error modal (§8).
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
  const portal = usePortalData(mode === 'switch' && open).data;
  const current = portal ? (portal.storeId ?? COMPANY_VIEW_STORE_ID) : null;
  const selection = useSelectionList(open, includesDeactivatedByDefault(flags));
  const [ready, setReady] = useState(false);
  const include = selection.includeDeactivated;
  const list = usePagedList<StoreListRow>(
    open && ready ? listPath[storeListSource(flags)] : null,
    selection.list.params,
    { includeDeletedStores: include, SearchArg5: include, isNewUi: true },
  );
  const offered = offersCompanyView(flags, {
    page: selection.list.params.page,
    search: selection.list.params.search,
    total: list.total,
  });
  const first = list.rows[0];
  const companyRow = useMemo(
    () => (offered && first ? companyViewRow(first, t('StoreSelection.CompanyView')) : null),
    [offered, first, t],
  );
  const rows = useMemo(() => (companyRow ? [companyRow, ...list.rows] : list.rows), [companyRow, list.rows]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const check = useApiMutation('Account/CheckStoreAccountStatus', accountApi.checkStoreAccountStatus, {
    silent: true,
  });
  const { save: saveContext, mutation: saving } = useStoreContextSave();
  const messageOf = (error: unknown, fallback: string) => failureText(error, fallback, t('Http.Offline'));
  const fallback = t('StoreSelection.ErrorDefault');

  useEffect(() => {
    if (!open) {
      setReady(false);
      return;
    }
    let live = true;
    setSelectedId(null);
    setStep({ kind: 'list' });
    // Unused store-list data is dropped (§9): a list of another merchant is never shown.
    void mutate((key) => keyMatches(key, STORE_LIST_PATHS), undefined, { revalidate: false }).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [open, mutate]);

  const refused = (error: unknown) => {
    showErrorModal({ title: t('StoreSelection.ErrorTitle'), message: messageOf(error, fallback) });
    setStep({ kind: 'list' });
  };

  const save = async (store: StoreListRow) => {
    const saved = await saveContext(
      {
        StoreId: store.StoreId,
        StoreCode: store.StoreCode,
        StoreName: store.StoreName,
        OverrideMerchantId: store.MerchantId,
        MerchantId: store.MerchantId,
      },
      { refreshPortal: mode === 'switch', via },
    );
    if (!saved.ok) return refused(saved.error);
    setSelectedId(null);
    onSelected(store);
  };

  const pick = async (id = selectedId) => {
    const store = rows.find((r) => storeRowId(r) === id);
    if (!store || !canPickStore(store, flags)) return;
    if (store.StoreId === COMPANY_VIEW_STORE_ID) return save(store);
    const checked = await check.trigger({ StoreId: store.StoreId, MerchantId: store.MerchantId });
    if (!checked.ok) return refused(checked.error);
    const status = checked.data;
    if (status.StoreStatusCode === StoreStatus.Suspended) return setStep({ kind: 'suspended', store });
    if (status.PastDueRemainingDays !== null && status.PastDueRemainingDays !== undefined) {
      return setStep({
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
    }
    await save(store);
  };

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
    void save(store);
  };

  const busy = check.state === 'loading' || saving.state === 'loading';
  return (
    <>
      <StoreSelectionPage
        open={open && step.kind === 'list'}
        labelContext={labelContext}
        currentStoreId={current}
        rows={rows}
        canSelectRow={(r) => canPickStore(r, flags)}
        // the company view's row is counted with the stores it lists
        totalRowCount={list.total + (companyRow ? 1 : 0)}
        page={selection.list.params.page}
        onPageChange={selection.list.setPage}
        search={selection.list.typedSearch}
        onSearchChange={selection.list.setSearch}
        includeDeactivated={include}
        onIncludeDeactivatedChange={selection.setIncludeDeactivated}
        loading={!ready || list.loading}
        loadError={list.error ? messageOf(list.error, t('StoreSelection.LoadError')) : null}
        selectedId={selectedId}
        onSelectedIdChange={setSelectedId}
        busy={busy}
        onContinue={(id) => void pick(id ?? selectedId)}
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
          onContinue={() => void save(step.store)}
        />
      ) : null}
    </>
  );
}
