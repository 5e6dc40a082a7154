import type { AlertConfigurationAnswer, AlertConfigurationForm } from '../domain/alertConfiguration';
import type { ApiResult } from '../domain/contract';
import { http, type RequestOptions } from './http';
import { useApiRead } from './read';

/** The alert calls (3-settings-and-employees.md §7; docs/api.md "Pay codes and alerts"). */
export const alertPaths = {
  read: 'Alert/GetAlertConfiguration',
  update: 'Alert/UpdateAlertConfiguration',
} as const;

/** What a save changes: the configuration read. */
export const ALERT_READS = ['Alert/'] as const;

export const alertApi = {
  update: (body: AlertConfigurationForm, options?: RequestOptions) =>
    http.write<ApiResult>(alertPaths.update, body, options),
};

/** The session's store's alert configuration (a summary in a company view of several sites). */
export function useAlertConfiguration() {
  return useApiRead<AlertConfigurationAnswer>(alertPaths.read);
}
