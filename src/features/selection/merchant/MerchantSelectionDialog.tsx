import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../../../i18n/IntlProvider';
import { accountApi } from '../../../api/account';
import { readRoleFlags } from '../../../api/localState';
import type { MerchantListRow } from '../../../domain/accountContract';
import { showErrorModal } from '../../../lib/errorModal';
import { failureText } from '../../../scaffold/form/serverErrors';
import { usePagedList } from '../../../scaffold/list/usePagedList';
import { emitStoreChanged } from '../shared/events';
import { useSelectionList } from '../shared/useSelectionList';
import { useStoreContextSave } from '../shared/useStoreContextSave';
import { type SelectionMode, StoreSelectionFlow } from '../store/StoreSelectionDialog';
import { MerchantSelectionPage, merchantRowId } from './MerchantSelectionPage';

export interface MerchantSelectionDialogProps {
  open: boolean;
  /** At login (closing logs off) or from the portal header. */
  mode: SelectionMode;
  /** The merchant, and then one of its stores, are saved as the session's context. */
  onSelected: (merchant: MerchantListRow) => void;
  /** The user closed the selection (at login the session is already logged off): the caller routes. */
  onClose: () => void;
}

/**
 * The merchant selection modal of admins, merchant admins and partners (1-foundation.md §6):
 * picking a merchant saves it as the session's merchant (store id 0 with OverrideMerchantId), then
 * the store selection opens for that merchant; once a store is saved, onSelected.
 */
export function MerchantSelectionDialog({ open, mode, onSelected, onClose }: MerchantSelectionDialogProps) {
  const { t } = useT();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored flags are read again each time the dialog opens
  const flags = useMemo(() => readRoleFlags(), [open]);
  // Merchants: the specification's default (deactivated ones included) for the people who pick them.
  const selection = useSelectionList(open, true);
  const [merchant, setMerchant] = useState<MerchantListRow | null>(null);
  /** The session's merchant has been changed on the server (even if no store follows). */
  const [merchantChanged, setMerchantChanged] = useState(false);
  const list = usePagedList<MerchantListRow>(
    open && merchant === null ? 'Account/GetStoresWithMerchantsInfo' : null,
    selection.list.params,
    { SearchArg5: selection.includeDeactivated },
    'GET',
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { save, mutation } = useStoreContextSave();

  useEffect(() => {
    if (!open) return;
    setSelectedId(null);
    setMerchant(null);
    setMerchantChanged(false);
  }, [open]);

  const messageOf = (error: unknown, fallback: string) => failureText(error, fallback, t('Http.Offline'));

  const pick = async (id = selectedId) => {
    const row = list.rows.find((r) => merchantRowId(r) === id);
    if (!row) return;
    // Store id 0 with OverrideMerchantId sets the merchant only.
    const saved = await save(
      {
        StoreId: 0,
        StoreCode: null,
        StoreName: null,
        OverrideMerchantId: row.MerchantId,
        MerchantId: row.MerchantId,
      },
      { refreshPortal: false, via: 'merchant' },
    );
    if (!saved.ok) {
      showErrorModal({
        title: t('StoreSelection.ErrorTitle'),
        message: messageOf(saved.error, t('MerchantSelection.ErrorDefault')),
      });
      return;
    }
    setMerchantChanged(true);
    setMerchant(row);
  };

  /** Closing resets the choice and, at login, logs off; the caller routes. */
  const close = async () => {
    setSelectedId(null);
    if (mode === 'login') await accountApi.logOff(true).catch(() => undefined);
    else if (merchantChanged) {
      // The session moved to another merchant without a store: the portal follows it.
      emitStoreChanged({ merchantId: merchant?.MerchantId ?? null, storeId: 0, via: 'merchant' });
    }
    onClose();
  };

  return (
    <>
      <MerchantSelectionPage
        open={open && merchant === null}
        roleFlags={flags}
        rows={list.rows}
        totalRowCount={list.total}
        page={selection.list.params.page}
        onPageChange={selection.list.setPage}
        search={selection.list.typedSearch}
        onSearchChange={selection.list.setSearch}
        includeDeactivated={selection.includeDeactivated}
        onIncludeDeactivatedChange={selection.setIncludeDeactivated}
        loading={list.loading}
        loadError={list.error ? messageOf(list.error, t('MerchantSelection.LoadError')) : null}
        selectedId={selectedId}
        onSelectedIdChange={setSelectedId}
        busy={mutation.state === 'loading'}
        onContinue={(id) => void pick(id ?? selectedId)}
        onCancel={close}
      />
      <StoreSelectionFlow
        open={open && merchant !== null}
        mode={mode}
        via="merchant"
        onSelected={() => {
          if (merchant) onSelected(merchant);
        }}
        onClose={() => {
          // At login the store selection has logged off already; when switching, back to the merchants.
          if (mode === 'login') onClose();
          else setMerchant(null);
        }}
      />
    </>
  );
}
