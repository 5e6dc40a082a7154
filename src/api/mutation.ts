import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { type ApiResult, isSuccessfulAnswer } from '../domain/contract';
import { type Answer, ApiRequestError, type RequestOptions, reportApiError } from './http';
import { keyMatches } from './keys';

/** A write's progress, as a Savebar's or a dialog's confirm button shows it. */
export type MutationState = 'default' | 'loading' | 'success' | 'error';

/** A typed write of a resource module: its argument, the request options, its answer. */
export type WriteCall<A, R> = (arg: A, options: RequestOptions) => Promise<Answer<R>>;

export interface ApiMutationOptions {
  /** After a success, the cached reads whose path starts with one of these are fetched again. */
  revalidate?: readonly string[];
  /**
   * The screen shows the failure itself (a form's banner and fields, a dialog's alert): the
   * global error toast stays quiet. Otherwise a refusal reaches the one global handler.
   */
  silent?: boolean;
}

/** How a write ended: its answer, or the error (a refusal in the contract's shape, or no network). */
export type MutationOutcome<R> = { ok: true; data: R } | { ok: false; error: ApiRequestError };

/** A refused write: the server's Message and key, the status and the body (server field errors). */
function refusal(answer: Answer<unknown>): ApiRequestError {
  const body = (answer.body ?? {}) as ApiResult;
  return new ApiRequestError(answer.status, body.Message || '', body.MessageKey ?? null, answer.body);
}

/**
 * The one mutation hook: every write of the portal goes through it. It owns the contract's success
 * rule (HTTP 200 and IsSuccessful not false, `isSuccessfulAnswer`), gives the confirm button its
 * state, keeps the error, and revalidates the reads the write changes. `trigger` resolves with the
 * outcome ({ ok, data } or { ok: false, error }); it never throws.
 */
export function useApiMutation<A, R>(key: string, call: WriteCall<A, R>, options: ApiMutationOptions = {}) {
  const { mutate } = useSWRConfig();
  const { silent, revalidate } = options;
  const m = useSWRMutation<R, ApiRequestError, string, A>(
    key,
    async (_key: string, { arg }: { arg: A }) => {
      let answer: Answer<R>;
      try {
        answer = await call(arg, { silent });
      } catch (err) {
        throw err instanceof ApiRequestError ? err : new ApiRequestError(0, String(err), null);
      }
      if (!isSuccessfulAnswer(answer.status, answer.body)) {
        const error = refusal(answer);
        reportApiError(error, silent);
        throw error;
      }
      return answer.body;
    },
    { throwOnError: false, populateCache: false, revalidate: false },
  );
  const { reset, isMutating, error, data } = m;
  const run = m.trigger as (arg: A, options: { throwOnError: true }) => Promise<R>;

  const trigger = useCallback(
    async (arg: A): Promise<MutationOutcome<R>> => {
      let result: R;
      try {
        result = await run(arg, { throwOnError: true });
      } catch (err) {
        return {
          ok: false,
          error: err instanceof ApiRequestError ? err : new ApiRequestError(0, String(err)),
        };
      }
      if (revalidate?.length) await mutate((k) => keyMatches(k, revalidate));
      return { ok: true, data: result };
    },
    [run, mutate, revalidate],
  );

  const state: MutationState = isMutating
    ? 'loading'
    : error
      ? 'error'
      : data !== undefined
        ? 'success'
        : 'default';
  return { trigger, state, error: error ?? null, data, reset, isMutating };
}

export type ApiMutation<A, R> = ReturnType<typeof useApiMutation<A, R>>;
