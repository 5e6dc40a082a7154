import type { ReactNode } from 'react';
import { Alert, Spinner, Stack } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import { ApiRequestError } from '../../../../api/http';
import { useOnline } from '../../../../offline/network';
import { failureText } from '../../../../scaffold/form/serverErrors';
import { OfflineNotice } from '../../../../scaffold/OfflineNotice';

/** What a tab shows of its read. */
export interface TabRead<T> {
  data?: T;
  error?: unknown;
  /** When the answer shown was fetched (offline: "as of"). */
  fetchedAt: number | null;
}

export interface ReadStateProps<T> {
  read: TabRead<T>;
  /** What is loading (the spinner's label). */
  loadingLabel: string;
  /** Said when the read failed without a message of the server. */
  failure: string;
  /** Whether the server's message, when it gave one, replaces `failure` (default true). */
  serverMessage?: boolean;
  children: (data: T) => ReactNode;
}

/** A 404: the ticket is not the session's (another merchant or store) or does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * A tab's read as the tab shows it: the answer (offline, with "Offline — as of TIME" over it), the
 * ticket not found, the failure, or — online only — a spinner; offline with nothing kept, the
 * offline notice says so instead of spinning.
 */
export function ReadState<T>({
  read,
  loadingLabel,
  failure,
  serverMessage = true,
  children,
}: ReadStateProps<T>) {
  const { t } = useT();
  const online = useOnline();
  if (read.data !== undefined)
    return (
      <Stack space="medium">
        <OfflineNotice asOf={read.fetchedAt} />
        {children(read.data)}
      </Stack>
    );
  if (isNotFound(read.error)) return <Alert tone="caution">{t('TicketDetail.NotFound')}</Alert>;
  if (!online) return <OfflineNotice asOf={null} />;
  if (read.error)
    return (
      <Alert tone="critical">
        {serverMessage ? failureText(read.error, failure, t('Http.Offline')) : failure}
      </Alert>
    );
  return <Spinner label={loadingLabel} delayed />;
}
