import { useSWRConfig } from 'swr';
import { useCacheTimes } from './cacheTimes';
import type { ApiResult } from '../domain/contract';
import { type ReportAnswer, type ReportId, type ReportRequest, reportPath } from '../domain/reports';
import { useApiRead } from './read';
import { useScopeId } from './scope';

/**
 * A report's answer for a request (issue 9: POST Report/<id>); `null` pauses. The last figures stay
 * on screen while the next period loads. Kept on the device like every answer (src/offline), keyed
 * by user, merchant and store.
 */
export function useReport(id: ReportId, request: ReportRequest | null) {
  return useApiRead<ApiResult<ReportAnswer>>(request ? reportPath(id) : null, request ?? undefined, {
    keepPreviousData: true,
  });
}

/**
 * The latest answer of a report kept on this device for this user, merchant and store, whatever its
 * period (what an offline screen shows when the period asked for was never fetched here), with when
 * it was fetched; null when there is none. `enabled` false looks for nothing.
 */
export function useLastKeptReport(
  id: ReportId,
  enabled: boolean,
): { answer: ReportAnswer; fetchedAt: number } | null {
  const { cache } = useSWRConfig();
  const times = useCacheTimes();
  const scope = useScopeId();
  if (!enabled) return null;
  const path = reportPath(id);
  let best: { answer: ReportAnswer; fetchedAt: number } | null = null;
  for (const key of cache.keys()) {
    const state = cache.get(key) as { data?: ApiResult<ReportAnswer>; _k?: unknown } | undefined;
    const original = state?._k;
    if (!Array.isArray(original) || original[0] !== path || original[2] !== scope) continue;
    const answer = state?.data?.Entity;
    const fetchedAt = times.fetchedAt(key);
    if (answer && fetchedAt !== null && (!best || fetchedAt > best.fetchedAt)) best = { answer, fetchedAt };
  }
  return best;
}
