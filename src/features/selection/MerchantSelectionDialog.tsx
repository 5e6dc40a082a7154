import { useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useT } from '../../../i18n/IntlProvider';
import { accountApi } from '../../api/account';
import { useSelectableMerchants } from '../../api/company';
import { readRoleFlags } from '../../api/localState';
import type { MerchantListRow } from '../../domain/accountContract';
import { messageOf } from './errors';
import { emitStoreChanged } from './events';
import { MerchantSelectionPage, merchantRowId } from './MerchantSelectionPage';
import { SelectionErrorDialog } from './SelectionErrorDialog';
import { type SelectionMode, StoreSelectionFlow } from './StoreSelectionDialog';
import { useSelectionQuery } from './useSelectionQuery';

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
  const { mutate } = useSWRConfig();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored flags are read again each time the dialog opens
  const flags = useMemo(() => readRoleFlags(), [open]);
  const selection = useSelectionQuery(open);
  const [merchant, setMerchant] = useState<MerchantListRow | null>(null);
  /** The session's merchant has been changed on the server (even if no store follows). */
  const [merchantChanged, setMerchantChanged] = useState(false);
  const list = useSelectableMerchants(open && merchant === null ? selection.query : null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setSelectedId(null);
    setMerchant(null);
    setMerchantChanged(false);
    setBusy(false);
    setError(null);
  }, [open]);

  const rows = list.data?.ResultSet ?? [];
  const fallback = t('MerchantSelection.ErrorDefault');

  const pick = async () => {
    const row = rows.find((r) => merchantRowId(r) === selectedId);
    if (!row) return;
    setBusy(true);
    try {
      // Store id 0 with OverrideMerchantId sets the merchant only.
      const result = await accountApi.saveStoreContext(0, {
        StoreCode: null,
        StoreName: null,
        OverrideMerchantId: row.MerchantId,
      });
      if (!result.IsSuccessful) {
        setError(result.Message || fallback);
        return;
      }
      setMerchantChanged(true);
      setMerchant(row);
    } catch (err) {
      setError(messageOf(err, fallback));
    } finally {
      setBusy(false);
    }
  };

  /** Closing resets the choice and, at login, logs off; the caller routes. */
  const close = async () => {
    setSelectedId(null);
    if (mode === 'login') await accountApi.logOff(true).catch(() => undefined);
    else if (merchantChanged) {
      // The session moved to another merchant without a store: the portal follows it.
      void mutate(() => true);
      emitStoreChanged({ merchantId: merchant?.MerchantId ?? null, storeId: 0, via: 'merchant' });
    }
    onClose();
  };

  return (
    <>
      <MerchantSelectionPage
        open={open && merchant === null && error === null}
        roleFlags={flags}
        rows={rows}
        totalRowCount={list.data?.TotalRowCount ?? -1}
        page={selection.page}
        onPageChange={selection.setPage}
        search={selection.search}
        onSearchChange={selection.setSearch}
        includeDeactivated={selection.includeDeactivated}
        onIncludeDeactivatedChange={selection.setIncludeDeactivated}
        loading={list.isLoading || list.isValidating}
        loadError={list.error ? messageOf(list.error, t('MerchantSelection.LoadError')) : null}
        selectedId={selectedId}
        onSelectedIdChange={setSelectedId}
        busy={busy}
        onContinue={pick}
        onCancel={close}
      />
      <SelectionErrorDialog message={open ? error : null} onClose={() => setError(null)} />
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
