import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { atEachWidth, expectNoAxeViolations, sidewaysOverflow } from './fixtures';

/** The smallest touch target, in CSS pixels (WCAG 2.5.5, the design card: 44 × 44). */
export const MIN_TARGET = 44;

export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible control under `root` (a dialog, or the whole document) that is smaller than
 * 44 × 44 px: buttons, links, tabs, menu items, checkboxes, switches, radios, inputs, selects.
 *
 * Measured: a checkbox, switch or radio by its label (Ark's control is a visually hidden input in a
 * label: the label is what a finger hits); a control that is visually hidden (1 px, e.g. the skip
 * link until it is focused) is not on screen and not measured.
 *
 * Excepted (decision, docs/decisions.md): a link inside running text — its paragraph, list item or
 * table cell has text of its own besides the link (WCAG 2.5.8's inline exception: a phone number in
 * a sentence, a "details" link in a notification's message). A link alone in its block, a link in a
 * form, and every other control must be 44 × 44.
 */
export async function smallTargets(scope: Page | Frame, rootSelector?: string): Promise<SmallTarget[]> {
  return scope.evaluate(
    ({ min, rootSelector }) => {
      const root: ParentNode = rootSelector ? (document.querySelector(rootSelector) ?? document) : document;
      const controls = root.querySelectorAll<HTMLElement>(
        [
          'button',
          'a[href]',
          'input:not([type="hidden"])',
          'select',
          'textarea',
          '[role="button"]',
          '[role="link"]',
          '[role="tab"]',
          '[role="menuitem"]',
          '[role="checkbox"]',
          '[role="switch"]',
          '[role="radio"]',
          '[role="option"]',
          '[role="combobox"]',
        ].join(','),
      );
      const textOutside = (link: HTMLElement) => {
        const block = link.parentElement?.closest('p, li, td, dd, dt, caption, figcaption, label');
        if (!block) return false;
        const own = (block.textContent ?? '').replace(link.textContent ?? '', '').trim();
        return own.length > 0;
      };
      const name = (el: HTMLElement) =>
        `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(
          el.getAttribute('aria-label') ||
          el.textContent ||
          el.getAttribute('name') ||
          el.getAttribute('type') ||
          ''
        )
          .trim()
          .slice(0, 40)}"`;
      const small: { what: string; width: number; height: number }[] = [];
      for (const el of controls) {
        if (el.closest('[aria-hidden="true"], [inert]')) continue;
        if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        const input = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type);
        const target = input || el.getAttribute('role') === 'switch' ? (el.closest('label') ?? el) : el;
        const box = target.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue; // visually hidden until focused
        if (el.tagName === 'A' && textOutside(el)) continue; // a link in running text
        if (box.width < min - 0.5 || box.height < min - 0.5)
          small.push({ what: name(el), width: Math.round(box.width), height: Math.round(box.height) });
      }
      return small;
    },
    { min: MIN_TARGET, rootSelector },
  );
}

/** Every control on the screen (or in its one open dialog) is at least 44 × 44. */
export async function expectTouchTargets(scope: Page | Frame, where: string) {
  const dialogs = await scope.evaluate(
    () =>
      [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].filter((d) =>
        (d as HTMLElement).checkVisibility(),
      ).length,
  );
  const small = await smallTargets(
    scope,
    dialogs > 0
      ? '[role="dialog"]:not([hidden]), [role="alertdialog"]:not([hidden]), dialog[open]'
      : undefined,
  );
  expect.soft(small, `controls under 44 × 44 px on ${where}`).toEqual([]);
}

/** The dialogs on screen (portal modals by role; a classic page's <dialog> inside its frame is separate). */
export function openDialogs(page: Page): Locator {
  return page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');
}

/**
 * One modal at a time: exactly one dialog is shown, with one backdrop over the whole viewport under
 * it (the design system's Dialog backdrop, by its Ark part name).
 */
export async function expectOneDialogWithBackdrop(page: Page, name: string | RegExp) {
  const dialogs = openDialogs(page);
  await expect(dialogs).toHaveCount(1);
  await expect(dialogs.first()).toHaveAccessibleName(name);
  const backdrops = page.locator('[data-scope="dialog"][data-part="backdrop"][data-state="open"]:visible');
  await expect(backdrops).toHaveCount(1);
  const viewport = page.viewportSize();
  const box = await backdrops.first().boundingBox();
  expect(box, 'the backdrop is laid out').not.toBeNull();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual((viewport?.width ?? 0) - 1);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
}

/**
 * A dialog's body keeps its padding above the footer: scrolled to its end, its last element ends at
 * least 12 px above the body's bottom edge (the footer's top).
 */
export async function expectBodyPaddingAboveFooter(page: Page, where: string) {
  // evaluateAll does not wait: a dialog that closed since it was counted has nothing to measure
  const gap = await openDialogs(page).evaluateAll((dialogs) => {
    const dialog = dialogs[0];
    // The modal's parts in order: title, description, the scrolling body, the footer of actions.
    const body = dialog?.lastElementChild?.previousElementSibling;
    if (!body?.lastElementChild || getComputedStyle(body).overflowY !== 'auto') return null;
    body.scrollTop = body.scrollHeight;
    return body.getBoundingClientRect().bottom - body.lastElementChild.getBoundingClientRect().bottom;
  });
  if (gap !== null) expect.soft(gap, `the padding above the footer of ${where}`).toBeGreaterThanOrEqual(12);
}

/** Touch targets and axe for one screen (its dialog, when one is open, with its body's padding). */
/** The screen fits the page's width (nothing scrolls sideways), and passes checkScreen. */
/** checkScreenFits at each screen width in turn (the screen loaded once): "WHERE at 375px"… */
export async function fitsAtEachWidth(page: Page, where: string) {
  await atEachWidth(page, (width) => checkScreenFits(page, `${where} at ${width}px`));
}

export async function checkScreenFits(page: Page, where: string) {
  expect(await sidewaysOverflow(page), `${where}: no sideways scroll`).toBeLessThanOrEqual(0);
  await checkScreen(page, where);
}

export async function checkScreen(page: Page, where: string) {
  await expectTouchTargets(page, where);
  if ((await openDialogs(page).count()) > 0) await expectBodyPaddingAboveFooter(page, where);
  await expectNoAxeViolations(page);
}

/**
 * The keyboard focus ring of the focused element is visible on what is behind it: an outline at
 * least 2 px wide whose colour has a contrast of at least 3:1 with the nearest background (WCAG
 * 2.4.11 / 1.4.11) — on the dark side menu too.
 */
export async function expectVisibleFocusRing(page: Page, where: string) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    let bg: number[] = [255, 255, 255];
    for (let node: HTMLElement | null = el; node; node = node.parentElement) {
      const c = rgb(getComputedStyle(node).backgroundColor);
      if (c.length >= 3 && (c.length < 4 || c[3] > 0.5)) {
        bg = c;
        break;
      }
    }
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const a = lum(rgb(style.outlineColor));
    const b = lum(bg);
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
    };
  });
  expect(ring, `something has the focus on ${where}`).not.toBeNull();
  expect.soft(ring?.style, `the focus ring's style on ${where}`).not.toBe('none');
  expect.soft(ring?.width ?? 0, `the focus ring's width on ${where}`).toBeGreaterThanOrEqual(2);
  expect.soft(ring?.contrast ?? 0, `the focus ring's contrast on ${where}`).toBeGreaterThanOrEqual(3);
}
