import { useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '../../api/http';

/**
 * A save refused because the record changed since it was read: the server's stale
 * ConcurrencyChecksum answer (409). The form says someone else changed it and offers the latest.
 */
export function isStaleSave(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409;
}

/**
 * The paths of the fields the user changed, from react-hook-form's `dirtyFields` (nested objects and
 * arrays of booleans). A list of plain values (store ids) is one field: it is re-applied whole.
 */
export function changedPaths(dirty: unknown, prefix = ''): string[] {
  if (dirty === true) return prefix ? [prefix] : [];
  if (Array.isArray(dirty)) {
    if (dirty.every((d) => d === true || d === false || d === undefined)) {
      return dirty.some((d) => d === true) && prefix ? [prefix] : [];
    }
    return dirty.flatMap((d, i) => changedPaths(d, prefix ? `${prefix}.${i}` : String(i)));
  }
  if (dirty && typeof dirty === 'object')
    return Object.entries(dirty).flatMap(([k, d]) => changedPaths(d, prefix ? `${prefix}.${k}` : k));
  return [];
}

function valueAt(values: unknown, path: string): unknown {
  let node = values;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export type StaleRecovery =
  /** Nothing stale. */
  | { step: 'none' }
  /** A save was refused: the record changed; `loadLatest` reads it again, keeping the user's changes. */
  | { step: 'stale'; loading: boolean; loadLatest: () => void }
  /** The latest record is on screen with the user's changes applied over it, to check and save. */
  | { step: 'reapplied'; dismiss: () => void };

/**
 * Recovery from a stale save (a 409: someone else changed the record after it was read). The form
 * keeps what the user typed; "load the latest" reads the record again (`reload`, the view's read),
 * resets the form to it (with its new checksum) and applies the user's changed fields over it, so
 * their changes are kept to re-apply and the other person's changes to the rest are not lost.
 * Without `reload` the form only says it is stale.
 */
export function useStaleRecovery<V extends FieldValues>(
  form: UseFormReturn<V>,
  values: DefaultValues<V>,
  stale: boolean,
  reload: (() => Promise<unknown>) | undefined,
): StaleRecovery {
  const [loading, setLoading] = useState(false);
  const [reloaded, setReloaded] = useState(0);
  const [reapplied, setReapplied] = useState(false);
  const mine = useRef<{ values: V; paths: string[] } | null>(null);
  const latest = useRef(values);
  latest.current = values;

  // a new stale answer (another save refused) starts over
  useEffect(() => {
    if (stale) setReapplied(false);
  }, [stale]);

  const { reset, setValue } = form;
  useEffect(() => {
    const kept = mine.current;
    if (reloaded === 0 || !kept) return;
    mine.current = null;
    reset(latest.current);
    for (const path of kept.paths)
      setValue(path as Path<V>, valueAt(kept.values, path) as PathValue<V, Path<V>>, {
        shouldDirty: true,
        shouldValidate: true,
      });
    setLoading(false);
    setReapplied(true);
  }, [reloaded, reset, setValue]);

  if (reapplied) return { step: 'reapplied', dismiss: () => setReapplied(false) };
  if (!stale || !reload) return { step: 'none' };
  return {
    step: 'stale',
    loading,
    loadLatest: () => {
      if (loading) return;
      mine.current = { values: form.getValues(), paths: changedPaths(form.formState.dirtyFields) };
      setLoading(true);
      void reload().finally(() => setReloaded((n) => n + 1));
    },
  };
}
