import type { ApiResult } from '../domain/contract';
import type { PreviewLightBody, StoreSettings, StoreSettingsForm } from '../domain/storeSettings';
import { http, type RequestOptions } from './http';
import { portalKeys } from './portal';
import { useApiRead } from './read';

/** The store configuration calls (3-settings §7; docs/api.md "Store configuration"). */
export const storeSettingsPaths = {
  read: 'Store/GetStoreSettings',
  update: 'Store/UpdateStoreSettings',
  preview: 'Email/PreviewLight',
} as const;

/**
 * What an update changes: the settings read, and the portal data (the store's name in the header: a
 * renamed store shows its new name at once).
 */
export const STORE_SETTINGS_READS = [storeSettingsPaths.read, portalKeys.portalData] as const;

export const storeSettingsApi = {
  update: (body: StoreSettingsForm, options?: RequestOptions) =>
    http.write<ApiResult<StoreSettings>>(storeSettingsPaths.update, body, options),
  /** The receipt's store header as HTML (§7: with the query isAjaxRequest). */
  preview: (body: PreviewLightBody, options?: RequestOptions) =>
    http.write<ApiResult<string>>(`${storeSettingsPaths.preview}?isAjaxRequest=true`, body, options),
};

/** The session store's settings (null pauses: a company view without a store reads nothing). */
export function useStoreSettings(enabled: boolean) {
  return useApiRead<ApiResult<StoreSettings>>(enabled ? storeSettingsPaths.read : null, {});
}
