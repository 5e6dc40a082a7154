import { useLocation } from 'wouter';
import { discountPaths, useDiscountMetadata } from '../../../api/discounts';
import type { DiscountRow } from '../../../domain/discount';
import { discountPermissions } from '../../../domain/discountPermissions';
import { discountListDefaults } from '../../../domain/discountList';
import { useUrlListState } from '../../../scaffold/list/useListState';
import { pagedWhenReady, usePagedList } from '../../../scaffold/list/usePagedList';
import type { ScreenProps } from '../../../scaffold/screen';
import { DiscountsPage } from './DiscountsPage';
import { discountDetailPath } from './urls';

/**
 * The discount list's view (2-menu-and-reports.md §2): the server-paged list (state in the URL), the
 * metadata (type names; who is looking: the Active column), and the way to a discount or a new one.
 */
export function DiscountsView({ ctx }: ScreenProps) {
  const [, navigate] = useLocation();
  const list = useUrlListState(discountListDefaults);
  const paged = usePagedList<DiscountRow>(discountPaths.list, list.params);
  const metadataRead = useDiscountMetadata();
  const metadata = metadataRead.data?.Entity;
  const viewer = {
    isEnterprise: metadata?.IsEnterpriseUser ?? ctx.roles.isCompanyUser,
    storeCount: metadata?.UserStoreCount ?? ctx.activeStoreCount,
  };
  return (
    <DiscountsPage
      list={list}
      // the type names and the Active column come with the metadata: the rows wait for it (or its failure)
      paged={pagedWhenReady(paged, metadata !== undefined || metadataRead.error !== undefined)}
      discountTypes={metadata?.DiscountTypes ?? []}
      showActiveColumn={discountPermissions(viewer, { isNew: false }).showActiveColumn}
      onOpen={(row) => navigate(discountDetailPath(row.Id))}
      onAdd={() => navigate(discountDetailPath(0))}
    />
  );
}
