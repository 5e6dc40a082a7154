import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../api/http';
import { htmlDecode } from '../../domain/htmlText';
import { revealFocusedFieldError } from './revealFieldError';

/** A rule the server found broken on one field: the contract's `Field` and `MessageKey`. */
interface ServerFieldError {
  Field: string;
  MessageKey: string;
}

/** The field errors of a refused write: `Errors: [{Field, MessageKey}]`, or one `Field` with its `MessageKey`. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiRequestError)) return [];
  const body = error.body as { Field?: unknown; MessageKey?: unknown; Errors?: unknown } | null;
  if (!body || typeof body !== 'object') return [];
  const list = Array.isArray(body.Errors) ? body.Errors : [body];
  return list.filter(
    (e): e is ServerFieldError =>
      !!e && typeof e === 'object' && typeof e.Field === 'string' && typeof e.MessageKey === 'string',
  );
}

/**
 * Puts the server's field errors on the form's fields, focuses the first and brings its error into
 * view. `fields` maps the contract's names to the form's (`{ Password: 'newPassword' }`); a name
 * found in neither stays unmapped. Answers how many errors found their field.
 */
export function applyServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  known: readonly string[],
  fields: Partial<Record<string, Path<V>>> = {},
): number {
  let mapped = 0;
  for (const e of serverFieldErrors(error)) {
    const name = fields[e.Field] ?? (known.includes(e.Field) ? (e.Field as Path<V>) : undefined);
    if (!name) continue;
    setError(name, { type: 'server', message: e.MessageKey }, { shouldFocus: mapped === 0 });
    mapped++;
  }
  if (mapped > 0) revealFocusedFieldError();
  return mapped;
}

/**
 * The text of a failed write for a banner or a dialog's alert: offline says so; otherwise the
 * server's Message (HTML-decoded) or the screen's fallback (1-foundation.md §8).
 */
export function failureText(error: unknown, fallback: string, offline: string): string {
  if (error instanceof ApiRequestError) {
    if (error.isOffline) return offline;
    if (error.message) return htmlDecode(error.message);
  }
  return fallback;
}
