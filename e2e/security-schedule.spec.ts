import type { Page } from '@playwright/test';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { expect, expectNoAxeViolations, keepNotificationsShut, test } from './fixtures';
import { checkScreenFits } from './touchTargets';

const text = messages as Record<string, string>;

/**
 * Security controls and schedule enforcement (3-settings-and-employees.md §2, §4, §5, §7): as the
 * owner at Harbor Downtown, change and save each, see the change after a reload, break a rule and
 * see its message, move a slider with the keyboard; both screens at every width with their touch
 * targets and axe. The values written are new each run (a rerun on the same data changes them again).
 */
test.beforeEach(async ({ page }) => {
  await keepNotificationsShut(page);
});

const main = (page: Page) => page.getByRole('main');
/** A regular expression's text matching `s` literally. */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, key: string) =>
  main(page).getByRole('textbox', { name: new RegExp(`^${literal(text[key])}`) });
const saveButton = (page: Page) => main(page).getByRole('button', { name: /^Save/ });

/** The clock-in slider's upper thumb (named by the slider's label and its own). */
const clockInLatest = (page: Page) =>
  main(page).getByRole('slider', {
    name: `${text['ScheduleEnforcement.ClockInSlider']} ${text['ScheduleEnforcement.Latest']}`,
  });

async function openSecurity(page: Page) {
  await page.goto('/Portal/NewIndex/employees/securityControls');
  await expect(
    main(page).getByRole('switch', { name: text['SecurityControls.LimitOpenChecks'] }),
  ).toBeVisible();
}

async function openSchedule(page: Page) {
  await page.goto('/Portal/NewIndex/employees/scheduleEnforcement');
  await expect(clockInLatest(page)).toBeVisible();
}

test.describe('the owner sets security controls and schedule enforcement', () => {
  test.use({ account: 'owner' });

  test('security controls: a broken rule is shown, a change is saved and kept after a reload', async ({
    page,
    portal,
  }) => {
    void portal;
    await openSecurity(page);
    await expectNoAxeViolations(page);
    // a value other than the saved one, so that a rerun on the same data still changes something
    const savedOpenChecks = await field(page, 'SecurityControls.MaxOpenChecks').inputValue();
    let openChecks = String((Date.now() % 9000) + 100);
    if (openChecks === savedOpenChecks) openChecks = String(Number(openChecks) + 1);

    // a broken rule: a count must be a whole number from 1 to 9999
    const clearItems = main(page).getByRole('switch', { name: text['SecurityControls.LimitClearItems'] });
    if (!(await clearItems.isChecked())) await clearItems.click();
    // (a count field takes digits only: "1e3" is typed as 13)
    await field(page, 'SecurityControls.MaxClearItems').fill('1e3');
    await expect(field(page, 'SecurityControls.MaxClearItems')).toHaveValue('13');
    await field(page, 'SecurityControls.MaxClearItems').fill('0');
    await field(page, 'SecurityControls.MaxClearItems').blur();
    await expect(main(page).getByText(text['SecurityControls.NumberError'])).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await field(page, 'SecurityControls.MaxClearItems').fill('0012');
    await field(page, 'SecurityControls.MaxClearItems').blur();
    await expect(field(page, 'SecurityControls.MaxClearItems')).toHaveValue('12');
    await expect(main(page).getByText(text['SecurityControls.NumberError'])).toBeHidden();

    // money is formatted to 2 decimals when left; an amount over 999,999.99 is refused
    await field(page, 'SecurityControls.MaxTicketAmount').fill('1000000');
    await field(page, 'SecurityControls.MaxTicketAmount').blur();
    await expect(main(page).getByText(text['SecurityControls.DollarError'])).toBeVisible();
    await field(page, 'SecurityControls.MaxTicketAmount').fill('87.5');
    await field(page, 'SecurityControls.MaxTicketAmount').blur();
    await expect(field(page, 'SecurityControls.MaxTicketAmount')).toHaveValue('87.50');

    await field(page, 'SecurityControls.MaxOpenChecks').fill(openChecks);
    await saveButton(page).click();
    await expect(main(page).getByText(text['Form.Saved'])).toBeVisible();

    await page.reload();
    await expect(field(page, 'SecurityControls.MaxOpenChecks')).toHaveValue(openChecks);
    await expect(field(page, 'SecurityControls.MaxClearItems')).toHaveValue('12');
    await expect(field(page, 'SecurityControls.MaxTicketAmount')).toHaveValue('87.50');
  });

  test('schedule enforcement: the slider by keyboard, saved and kept after a reload', async ({
    page,
    portal,
  }) => {
    void portal;
    await openSchedule(page);
    await expectNoAxeViolations(page);
    const latest = clockInLatest(page);
    const clockIn = main(page).getByRole('checkbox', { name: text['ScheduleEnforcement.ClockIn'] });
    if (!(await clockIn.isChecked())) await clockIn.click();

    // Home holds the upper end at +5 (0 minutes after); each ArrowRight adds 5 minutes. The new
    // value must differ from the saved one, or the form is not dirty and Save stays disabled
    // (the demo data's 10 minutes is one of the five choices).
    const saved = await latest.getAttribute('aria-valuetext');
    const minutesAfter = (steps: number) => `${steps * 5} minutes after`;
    let steps = (Date.now() % 5) + 1;
    if (minutesAfter(steps) === saved) steps = (steps % 5) + 1;
    await latest.focus();
    await page.keyboard.press('Home');
    await expect(latest).toHaveAttribute('aria-valuetext', minutesAfter(0));
    for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
    const minutes = minutesAfter(steps);
    await expect(latest).toHaveAttribute('aria-valuetext', minutes);
    await saveButton(page).click();
    await expect(main(page).getByText(text['Form.Saved'])).toBeVisible();

    await page.reload();
    await expect(clockInLatest(page)).toHaveAttribute('aria-valuetext', minutes);
  });
});

for (const width of [375, 768, 1024, 1440]) {
  test.describe(`security controls and schedule enforcement at ${width}px`, () => {
    test.use({ account: 'owner', viewport: { width, height: 900 } });

    test('both screens fit the width with 44 px targets and no axe violation', async ({ page, portal }) => {
      void portal;
      await openSecurity(page);
      await checkScreenFits(page, `security controls at ${width}px`);
      await openSchedule(page);
      await checkScreenFits(page, `schedule enforcement at ${width}px`);
    });
  });
}
