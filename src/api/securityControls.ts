import type { ApiResult } from '../domain/contract';
import type { ScheduleEnforcement } from '../domain/scheduleEnforcement';
import type { SecurityControls, SecurityControlsBody } from '../domain/securityControls';
import { http, type RequestOptions } from './http';
import { useApiRead } from './read';

/** The SecurityControls and ScheduleEnforcement calls (3-settings §7; docs/api.md "Security controls and schedule enforcement"). */
export const securityPaths = {
  controls: 'SecurityControls/GetSecurityControls',
  updateControls: 'SecurityControls/UpdateSecurityControl',
  schedule: 'ScheduleEnforcement/GetScheduleEnforcement',
  saveSchedule: 'ScheduleEnforcement/SaveScheduleEnforcement',
} as const;

/** What a save of each changes (their reads are read again). */
export const SECURITY_CONTROLS_READS = ['SecurityControls/'] as const;
export const SCHEDULE_ENFORCEMENT_READS = ['ScheduleEnforcement/'] as const;

/** SaveScheduleEnforcement's answer: the contract's, with `success` (§7: a save counts only with it). */
export type ScheduleSaveAnswer = ApiResult<ScheduleEnforcement> & { success?: boolean };

/** Writes answer status and body for the mutation hook (api/mutation.ts), which judges them. */
export const securityApi = {
  updateControls: (body: SecurityControlsBody, options?: RequestOptions) =>
    http.write<ApiResult<SecurityControls>>(securityPaths.updateControls, body, options),
  saveSchedule: (body: ScheduleEnforcement, options?: RequestOptions) =>
    http.write<ScheduleSaveAnswer>(securityPaths.saveSchedule, body, options),
};

/** The session's store's security controls (the defaults in a company view without a store). */
export function useSecurityControls() {
  return useApiRead<ApiResult<SecurityControls>>(securityPaths.controls);
}

/** A store's schedule enforcement (null pauses: a company view above one store reads nothing). */
export function useScheduleEnforcement(store: { merchantId: number; storeId: number } | null) {
  const query = store ? `?merchantId=${store.merchantId}&storeId=${store.storeId}` : '';
  return useApiRead<ApiResult<ScheduleEnforcement>>(store ? `${securityPaths.schedule}${query}` : null);
}
