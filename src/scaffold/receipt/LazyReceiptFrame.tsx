import { Suspense } from 'react';
import { Spinner } from '../../../design-system';
import { lazyPreloadable } from '../../../design-system/lazyPreloadable';
import type { ReceiptFrameProps } from './ReceiptFrame';

/** The receipt frame and its sanitiser, in a chunk of their own. */
const ReceiptFrameChunk = lazyPreloadable<ReceiptFrameProps>(() =>
  import('./ReceiptFrame').then((m) => m.ReceiptFrame),
);

/**
 * The receipt frame for a screen that shows a receipt only when asked (the store configuration's
 * preview): its sanitiser loads with the first preview, not with the screen (ARCHITECTURE.md
 * "Budgets"); `preload` starts it as the preview is asked for. A spinner named `loadingLabel`
 * stands in while it loads.
 */
export function LazyReceiptFrame({ loadingLabel, ...frame }: ReceiptFrameProps & { loadingLabel: string }) {
  return (
    <Suspense fallback={<Spinner label={loadingLabel} />}>
      <ReceiptFrameChunk {...frame} />
    </Suspense>
  );
}
LazyReceiptFrame.preload = ReceiptFrameChunk.preload;
