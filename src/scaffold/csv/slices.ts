/**
 * Works through a long list on the main thread in slices of about `budgetMs`, giving the browser
 * the thread back between slices: checking thousands of rows (an import's preview) never makes one
 * long task, and the page keeps answering. `signal` stops it between slices (the dialog closed).
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  fn: (item: T, index: number) => void,
  options: { budgetMs?: number; signal?: AbortSignal; onProgress?: (done: number) => void } = {},
): Promise<void> {
  const budget = options.budgetMs ?? 8;
  let i = 0;
  while (i < items.length) {
    if (options.signal?.aborted) throw options.signal.reason ?? new DOMException('Aborted', 'AbortError');
    const start = performance.now();
    do {
      fn(items[i], i);
      i += 1;
    } while (i < items.length && performance.now() - start < budget);
    options.onProgress?.(i);
    if (i < items.length) await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}
