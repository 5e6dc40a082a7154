import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until an open dialog, drawer, popover or menu listens for Escape and outside clicks, and returns it.
 *
 * Zag adds a layer to its dismissable stack one animation frame after it shows, and only then
 * listens for Escape; joining the stack marks the element with a `--layer-index` style. A key
 * pressed before that frame goes nowhere: on CI's two busy cores `findByRole('dialog')` returned
 * first and the Escape was lost (Dialog.test.tsx failed CI once). A person cannot press a key
 * within a frame of the dialog showing; a test waits for the frame.
 */
export async function listening<T extends HTMLElement>(layer: T): Promise<T> {
  await waitFor(() => expect(layer.style.getPropertyValue('--layer-index')).not.toBe(''));
  return layer;
}
