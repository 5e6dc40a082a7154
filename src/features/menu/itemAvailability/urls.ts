import { type ItemAvailabilitySort, ITEM_AVAILABILITY_SORT } from '../../../domain/itemAvailability';
import { routePath } from '../../../domain/routes';
import type { ListDefaults } from '../../../scaffold/list/listParams';

/** Item availability in the portal (/menu/itemAvailability). */
export const itemAvailabilityPath = routePath('/menu/itemAvailability');

/** Where an enterprise (company-level) user is sent instead (2-menu §6; docs/decisions.md): My store. */
export const enterpriseRedirectPath = routePath('/mystore');

/** The list's defaults: by item name, ascending (2-menu §9), sortable by the server's allow-list. */
export const itemAvailabilityListDefaults: ListDefaults = {
  sort: { columnId: 'item' satisfies ItemAvailabilitySort, direction: 'asc' },
  sortable: ITEM_AVAILABILITY_SORT,
};
