import { useSWRConfig } from 'swr';
import { accountApi, type StoreContext } from '../../../api/account';
import { keyMatches } from '../../../api/keys';
import { useApiMutation } from '../../../api/mutation';
import { portalKeys } from '../../../api/portal';
import { cacheScope, moveCacheScope } from '../../../api/scope';
import { emitStoreChanged } from './events';

/** The store lists of the selection dialogs (dropped once a choice is saved: §9 "unused store-list data"). */
export const STORE_LIST_PATHS = [
  'Company/GetMerchantStores',
  'User/GetBackOfficeAssignedStoresForUser',
  'Account/GetStoresWithMerchantsInfo',
] as const;

/**
 * Account/SaveStoreContext through the mutation hook: the session moves to a merchant and store.
 * After a success the store lists are dropped, every other cached read is fetched again for the
 * new store (when switching inside the portal), and the shell is told (the frame reloads).
 */
export function useStoreContextSave() {
  const { mutate } = useSWRConfig();
  const mutation = useApiMutation('Account/SaveStoreContext', accountApi.saveStoreContext, { silent: true });
  const save = async (
    context: StoreContext & { MerchantId: number | null },
    options: { refreshPortal: boolean; via: 'store' | 'merchant' },
  ) => {
    const { MerchantId, ...body } = context;
    const outcome = await mutation.trigger(body);
    if (!outcome.ok) return outcome;
    void mutate((key) => keyMatches(key, STORE_LIST_PATHS), undefined, { revalidate: false });
    // Every read is keyed by the store: the screens read the new store's data from here on.
    moveCacheScope(context.OverrideMerchantId ?? cacheScope()?.merchant ?? null, context.StoreId || null);
    if (options.refreshPortal) void mutate((key) => keyMatches(key, [portalKeys.portalData]));
    emitStoreChanged({ merchantId: MerchantId, storeId: context.StoreId, via: options.via });
    return outcome;
  };
  return { save, mutation };
}
