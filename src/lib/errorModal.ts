import { htmlDecode } from '../domain/htmlText';

/**
 * The generic error modal of 1-foundation.md §8, available to the whole portal: `showErrorModal`
 * queues an error; the app's error-dialog host (src/app/errors) shows one at a time.
 */
export interface ErrorModalInput {
  title?: string | null;
  message?: string | null;
}

export interface ErrorModalContent {
  id: number;
  title: string | null;
  message: string | null;
}

/** A message counts when it is not empty and not the string "undefined"; text has HTML entities decoded. */
function usable(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!trimmed || trimmed === 'undefined') return null;
  return htmlDecode(trimmed);
}

/**
 * The error modal is shown only if it has a message (not the string "undefined") or a title
 * (1-foundation.md §5, §8). Null when there is nothing to show.
 */
export function errorModalContent(input: ErrorModalInput): Omit<ErrorModalContent, 'id'> | null {
  const title = usable(input.title);
  const message = usable(input.message);
  if (!title && !message) return null;
  return { title, message };
}

let queue: ErrorModalContent[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows the error modal; false (and nothing shown) when the error has neither message nor title. */
export function showErrorModal(input: ErrorModalInput): boolean {
  const content = errorModalContent(input);
  if (!content) return false;
  queue = [...queue, { id: nextId++, ...content }];
  emit();
  return true;
}

/** Closes the error on screen; the next one, if any, follows. */
export function dismissErrorModal(id: number) {
  queue = queue.filter((e) => e.id !== id);
  emit();
}

export const errorModalStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The error on screen (the first queued), or null. */
  current: (): ErrorModalContent | null => queue[0] ?? null,
  /** Whether any error was ever shown (the host loads with the first). */
  wanted: () => nextId > 1,
};
