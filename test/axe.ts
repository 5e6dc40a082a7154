import axe from 'axe-core';
import { expect } from 'vitest';

/** Rules that cannot be judged in jsdom (no layout, no colours) or that need a whole page. */
const disabledRules = { 'color-contrast': { enabled: false }, region: { enabled: false } } as const;

/**
 * Runs axe-core on a rendered element (jsdom) and fails with a readable list of violations.
 * Pass `document.body` when the component renders in a portal (dialogs, drawers, toasts).
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  // iframes: a frame's document (the receipt's sandboxed frame) cannot be reached from jsdom's axe
  const results = await axe.run(container, { rules: disabledRules, iframes: false });
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.html}`).join('\n')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
