import { useMemo } from 'react';
import type { ApiResult } from '../domain/contract';
import { fallbackFeatureFlags, normaliseFeatureFlags, type FeatureFlags } from '../domain/featureFlags';
import { ApiRequestError } from './http';
import { useApiRead } from './read';
import { FEATURE_FLAGS_PATH } from '../domain/startupReads';

/**
 * The merchant's feature flags (GET /FeatureFlag/GetFeatureFlags; path not shown in the spec).
 * While loading or when the call fails every flag is false except the sidebar flag; offline, the
 * flags this device kept.
 */
export function useFeatureFlags(enabled = true): { flags: FeatureFlags; isLoading: boolean } {
  const res = useApiRead<ApiResult<Record<string, boolean>>>(enabled ? FEATURE_FLAGS_PATH : null, undefined, {
    revalidateOnFocus: false,
  });
  // the flag service failing turns every flag off (2-menu §8); no network is not a failure of it: the
  // flags kept on this device stay (a newer screen offline stays the newer screen)
  const failed = res.error !== undefined && !(res.error instanceof ApiRequestError && res.error.isOffline);
  const entity = failed ? undefined : res.data?.Entity;
  // the same object until the answer changes: screens memoise on it
  const flags = useMemo(() => (entity ? normaliseFeatureFlags(entity) : fallbackFeatureFlags()), [entity]);
  return { flags, isLoading: entity ? false : res.isLoading };
}
