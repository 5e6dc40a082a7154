import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useT } from '../../../../i18n/IntlProvider';
import { changeHistoryPrefix } from '../../../api/changeHistory';
import { useApiMutation } from '../../../api/mutation';
import {
  tieredPriceListApi,
  tieredPriceListPaths,
  useTieredPriceList,
  useTieredPriceListMembers,
} from '../../../api/tieredPriceList';
import {
  changedMembers,
  type LoyaltyTierPricingForm,
  type TieredPriceListMember,
} from '../../../domain/loyaltyTierPricing';
import { failureText } from '../../../scaffold/form/serverErrors';
import { useChangeHistory } from '../../../scaffold/history/useChangeHistory';
import { useUrlListState } from '../../../scaffold/list/useListState';
import type { ScreenProps } from '../../../scaffold/screen';
import { LoyaltyTierPricingPage } from './LoyaltyTierPricingPage';
import { memberListDefaults, membersQuery, readTypeFilter, withTypeFilter } from './urls';

/** A save changes the list, its members' prices and their history. */
const SAVE_REVALIDATES = ['TieredPriceList/', changeHistoryPrefix('priceListPrice')];

/**
 * Loyalty tier pricing's view: the merchant's list (GetTieredPriceList), a page of its members
 * (GetMembers: page, size, sort and item name in the URL, ?type= the type filter), and Save: the
 * first list is added (POST), a list is updated with its checksum (PUT; a stale one is a 409: the
 * form offers the latest list and prices with the user's changes over them). Only the changed
 * members are sent.
 */
export function LoyaltyTierPricingView(_props: ScreenProps) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const record = useTieredPriceList();
  const entity = record.data?.Entity;
  const listId = entity?.TieredPriceListId ?? 0;

  const list = useUrlListState(memberListDefaults);
  const typeFilter = readTypeFilter(params);
  const members = useTieredPriceListMembers(entity ? membersQuery(list.params, typeFilter, listId) : null);
  const rows = members.data?.ResultSet ?? [];

  // every member seen on a page: a changed price is sent with its member's ids, whatever page is on screen
  const seen = useRef(new Map<string, TieredPriceListMember>());
  for (const row of rows) seen.current.set(row.id, row);

  // who changed the prices (issue 7 §5): every member's, read again after a save
  const history = useChangeHistory('priceListPrice', '');
  const save = useApiMutation(tieredPriceListPaths.update, tieredPriceListApi.save, {
    revalidate: SAVE_REVALIDATES,
    silent: true,
  });
  // counts the saves whose answers have been read again (the grid shows the saved prices)
  const [savedCount, setSavedCount] = useState(0);
  const onSubmit = async (v: LoyaltyTierPricingForm) => {
    if (!entity) return;
    const outcome = await save.trigger({
      Name: v.Name,
      TieredPriceListId: entity.TieredPriceListId,
      ConcurrencyChecksum: entity.TieredPriceListId === 0 ? null : entity.ConcurrencyChecksum,
      Members: changedMembers(v.Prices ?? {}, seen.current),
    });
    if (outcome.ok) setSavedCount((n) => n + 1);
  };

  const name = entity?.Name ?? '';
  const values = useMemo<LoyaltyTierPricingForm>(() => ({ Name: name, Prices: {} }), [name]);
  const loadError = record.error
    ? failureText(record.error, t('LoyaltyTierPricing.LoadFailed'), t('Http.Offline'))
    : undefined;
  const membersError = members.error
    ? failureText(members.error, t('LoyaltyTierPricing.LoadFailed'), t('Http.Offline'))
    : null;

  return (
    <LoyaltyTierPricingPage
      values={values}
      campaigns={entity?.Campaigns ?? []}
      asOf={record.fetchedAt}
      loadError={entity ? undefined : loadError}
      onReload={() => void record.mutate()}
      saveState={save.state}
      saveError={save.error}
      onSubmit={(v) => void onSubmit(v)}
      reload={() => Promise.all([record.mutate(), members.mutate()])}
      savedCount={savedCount}
      members={{
        rows,
        total: members.data?.TotalRowCount ?? -1,
        loading: (!entity && !record.error) || members.isLoading || (members.isValidating && !members.error),
        error: membersError,
        onRetry: () => void members.mutate(),
      }}
      list={list}
      history={history}
      typeFilter={typeFilter}
      onTypeFilterChange={(type) => setParams(withTypeFilter(params, type), { replace: true })}
    />
  );
}
