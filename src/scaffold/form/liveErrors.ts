import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** The paths of the fields in error, from react-hook-form's nested `errors`, with the error's type. */
export function errorPaths(errors: unknown, prefix = ''): { path: string; type: unknown }[] {
  if (!errors || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  if (typeof node.message === 'string' || 'type' in node)
    return prefix ? [{ path: prefix, type: node.type }] : [];
  return Object.entries(node).flatMap(([k, e]) => errorPaths(e, prefix ? `${prefix}.${k}` : k));
}

/**
 * An error goes as soon as its value is valid: after every change, the fields in error are judged
 * again — one the user has not left yet (react-hook-form judges on change only after a blur), and one
 * whose rule reads another field (a barcode range's end, a threshold's switch). A refusal of the
 * server's (a name already used) goes when its own field changes.
 */
export function useErrorsFollowValues<V extends FieldValues>(form: UseFormReturn<V>): void {
  const { watch, trigger } = form;
  // the errors on screen (this render's), read when a value changes
  const errors = useRef(form.formState.errors);
  errors.current = form.formState.errors;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      const again = errorPaths(errors.current)
        .filter((e) => e.type !== 'server' || e.path === name)
        .map((e) => e.path as Path<V>);
      if (again.length) void trigger(again);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger]);
}
