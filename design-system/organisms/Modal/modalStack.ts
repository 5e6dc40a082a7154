import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * One modal at a time: every open modal takes a layer; only the newest is shown. A modal opened
 * over another (the session prompt over a selection, an error over a form) hides the one below
 * until it closes, so two dialogs never stack and every shown dialog has its own backdrop.
 */
let stack: string[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function push(id: string) {
  stack = [...stack.filter((s) => s !== id), id];
  emit();
}

function remove(id: string) {
  if (!stack.includes(id)) return;
  stack = stack.filter((s) => s !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const top = () => stack.at(-1) ?? null;

/** Takes a layer while `open`; true while this modal is the one shown. */
export function useModalLayer(open: boolean): boolean {
  const id = useId();
  useEffect(() => {
    if (!open) return;
    push(id);
    return () => remove(id);
  }, [open, id]);
  const current = useSyncExternalStore(subscribe, top, top);
  // Before its layer is taken (the first render), a modal opening over nothing shows at once.
  return open && (current === id || (current === null && !stack.includes(id)));
}
