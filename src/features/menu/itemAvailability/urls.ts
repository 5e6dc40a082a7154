import { routePath } from '../../../domain/routes';

/** Item availability in the portal (/menu/itemAvailability). */
export const itemAvailabilityPath = routePath('/menu/itemAvailability');

/** Where an enterprise (company-level) user is sent instead (2-menu §6; docs/decisions.md): My store. */
export const enterpriseRedirectPath = routePath('/mystore');
