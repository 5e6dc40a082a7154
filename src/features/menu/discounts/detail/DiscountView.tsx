import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { Alert, Spinner } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import {
  DISCOUNT_READS,
  discountApi,
  discountPaths,
  useDiscount,
  useDiscountMetadata,
} from '../../../../api/discounts';
import { changeHistoryPrefix } from '../../../../api/changeHistory';
import { useApiMutation } from '../../../../api/mutation';
import type { StoreListRow } from '../../../../domain/accountContract';
import {
  ALL_STORES,
  type AutoCashProblem,
  autoCashOffered,
  autoCashProblemLines,
  autoCashProblems,
  type DiscountForm,
  discountFormOf,
  duplicateForm,
  newDiscountForm,
  normaliseDiscount,
  STORE_LIST_ROWS,
} from '../../../../domain/discount';
import { discountPermissions } from '../../../../domain/discountPermissions';
import { failureText } from '../../../../scaffold/form/serverErrors';
import { RevealInTransition } from '../../../../scaffold/read/RevealInTransition';
import { useChangeHistory } from '../../../../scaffold/history/useChangeHistory';
import { usePendingChangesContext } from '../../../../scaffold/pendingChanges/PendingChanges';
import { usePagedList } from '../../../../scaffold/list/usePagedList';
import type { ScreenProps } from '../../../../scaffold/screen';
import { pathIdOf } from '../../../../domain/routes';
import { discountsPath, duplicateDiscountPath, duplicateSourceOf } from '../urls';
import { DiscountPage } from './DiscountPage';

/** Every store the user works with, for the chips and the assign-stores modal (§7: up to 10000 rows). */
const ALL_STORE_ROWS = {
  page: 1,
  pageSize: STORE_LIST_ROWS,
  search: '',
  sort: { columnId: 'name', direction: 'asc' as const },
};

/**
 * The discount detail's view (2-menu-and-reports.md §2, §4, §5, §7): the discount (or a new one, or a
 * duplicate of ?from=id), the metadata and the stores; Save (create or update, after the auto cash
 * discount's pre-save checks, then back to the list), Delete (confirmed, then back), Duplicate, Cancel.
 */
export function DiscountView({ ctx, path }: ScreenProps) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const { proceed } = usePendingChangesContext();
  const id = pathIdOf(path) ?? 0;
  const isNew = id === 0;
  const sourceId = isNew ? duplicateSourceOf(params) : null;
  const record = useDiscount(isNew ? sourceId : id);
  const metadataRead = useDiscountMetadata();
  const metadata = metadataRead.data?.Entity;
  const stores = usePagedList<StoreListRow>(discountPaths.stores, ALL_STORE_ROWS, {
    includeDeletedStores: false,
  });
  const [autoCashErrors, setAutoCashErrors] = useState<string[] | null>(null);

  const create = useApiMutation(discountPaths.create, discountApi.create, {
    revalidate: DISCOUNT_READS,
    silent: true,
  });
  // who changed it (issue 7 §5): read again after a save of this discount
  const history = useChangeHistory('discount', isNew ? null : id);
  const updateReads = useMemo(() => [...DISCOUNT_READS, changeHistoryPrefix('discount', id)], [id]);
  const update = useApiMutation(discountPaths.update, discountApi.update, {
    revalidate: updateReads,
    silent: true,
  });
  const remove = useApiMutation(discountPaths.remove, discountApi.remove, { revalidate: DISCOUNT_READS });
  const save = isNew ? create : update;

  if (record.error || metadataRead.error)
    return (
      <Alert tone="critical">
        {failureText(record.error ?? metadataRead.error, t('Discount.ReadFailed'), t('Http.Offline'))}
      </Alert>
    );
  const loaded = record.data?.Entity;
  const placeholder = <Spinner label={t('Discount.FormLabel')} />;
  if (!metadata || (!isNew && !loaded) || (sourceId !== null && !loaded)) return placeholder;

  const viewer = { isEnterprise: metadata.IsEnterpriseUser, storeCount: metadata.UserStoreCount };
  const may = discountPermissions(viewer, { isNew, type: loaded?.DiscountType });
  const storeOptions = stores.rows.map((s) => ({ StoreId: s.StoreId, StoreName: s.StoreName }));
  const values: DiscountForm = isNew
    ? loaded
      ? duplicateForm(discountFormOf(loaded))
      : { ...newDiscountForm(), AssignedStores: may.assignsStores ? [ALL_STORES] : [] }
    : discountFormOf(loaded as NonNullable<typeof loaded>);
  const storeGateway =
    metadata.StoresCreditGateways.find((s) => s.StoreId === metadata.StoreId)?.CreditGateway ?? null;
  const nameOf = (storeId: number) =>
    storeOptions.find((s) => s.StoreId === storeId)?.StoreName ?? `#${storeId}`;

  const showProblems = (problems: readonly AutoCashProblem[]) =>
    setAutoCashErrors(
      autoCashProblemLines(problems, new Set(problems.map((p) => p.StoreId)).size, nameOf, t),
    );

  /** The stores the discount will be active in (what the auto cash checks look at). */
  const activeStores = (v: DiscountForm): number[] => {
    if (may.assignsStores)
      return v.AssignedStores.includes(ALL_STORES) ? storeOptions.map((s) => s.StoreId) : v.AssignedStores;
    if (!v.PosActive) return [];
    return metadata.StoreId !== null ? [metadata.StoreId] : storeOptions.map((s) => s.StoreId);
  };

  const back = () => proceed(() => navigate(discountsPath));

  const onSubmit = async (form: DiscountForm) => {
    const body = normaliseDiscount(form);
    if (body.IsAutoCashDiscount && !may.restricted) {
      const problems = autoCashProblems(body.Id, activeStores(body), metadata);
      if (problems.length > 0) {
        showProblems(problems);
        return;
      }
    }
    const outcome = await save.trigger(body);
    if (outcome.ok) back();
    else {
      const problems = (outcome.error.body as { AutoCashProblems?: AutoCashProblem[] } | null)
        ?.AutoCashProblems;
      if (problems?.length) showProblems(problems);
    }
  };

  return (
    <RevealInTransition fallback={placeholder}>
      <DiscountPage
        key={`${id}-${sourceId ?? ''}`}
        values={values}
        isNew={isNew}
        title={loaded && !isNew ? loaded.Name : ''}
        history={isNew ? undefined : history}
        asOf={isNew ? metadataRead.fetchedAt : record.fetchedAt}
        discountTypes={metadata.DiscountTypes}
        applyToTypes={metadata.ApplyToTypes}
        permissions={may}
        autoCashOffered={autoCashOffered({
          cashDiscountFlag: ctx.flags.cashDiscount,
          isEnterprise: viewer.isEnterprise,
          storeGateway,
        })}
        stores={storeOptions}
        saveState={save.state}
        saveError={save.error}
        onSubmit={(v) => void onSubmit(v)}
        reload={isNew ? undefined : () => record.mutate()}
        onBack={() => navigate(discountsPath)}
        onCancel={() => navigate(discountsPath)}
        onDuplicate={() => navigate(duplicateDiscountPath(id))}
        deleteState={remove.state}
        onDelete={() => {
          if (!loaded) return;
          void remove
            .trigger({ Id: loaded.Id, ConcurrencyChecksum: loaded.ConcurrencyChecksum })
            .then((outcome) => {
              if (outcome.ok) back();
            });
        }}
        autoCashErrors={autoCashErrors}
        onDismissAutoCashErrors={() => setAutoCashErrors(null)}
      />
    </RevealInTransition>
  );
}
