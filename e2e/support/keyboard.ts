import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only driving (issue 14: the checkout in one run without a mouse): every control is reached
 * with Tab from where the focus is, as a keyboard user would, and used with Enter, Space, arrows and
 * typing. A control Tab never reaches fails the journey: that is the point.
 */

const MAX_TABS = 120;

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement).catch(() => false);

/** Tabs forward (and, if it was passed, once more around) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TABS; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Follows a link or presses a button. */
export async function press(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Ticks a checkbox with Space (leaves a ticked one as it is). */
export async function tick(page: Page, checkbox: Locator): Promise<void> {
  await tabTo(page, checkbox);
  if (!(await checkbox.isChecked())) await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

/** Types into a field after clearing it (select all, then type over it). */
export async function fill(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/**
 * Chooses a radio button: Tab reaches its group (on the checked radio, or the first), the arrow
 * keys move the choice to it.
 */
export async function choose(page: Page, radio: Locator): Promise<void> {
  await expect(radio).toBeVisible();
  const name = await radio.getAttribute('name');
  for (let i = 0; i < MAX_TABS; i++) {
    const inGroup = await page.evaluate((group) => {
      const el = document.activeElement;
      return el instanceof HTMLInputElement && el.type === 'radio' && el.name === group;
    }, name);
    if (inGroup) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < 20; i++) {
    if (await isFocused(radio)) break;
    await page.keyboard.press('ArrowDown');
  }
  // Arrow keys check what they move to; a group with nothing checked yet needs Space on its first radio.
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** Picks an option of a select by its label, moving through the options with the arrow keys. */
export async function select(page: Page, combobox: Locator, label: string | RegExp): Promise<void> {
  await tabTo(page, combobox);
  const wanted = typeof label === 'string' ? { text: label, pattern: false } : { text: label.source, pattern: true };
  const matches = () =>
    combobox.evaluate((el, { text, pattern }) => {
      const shown = (el as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '';
      return pattern ? new RegExp(text).test(shown) : shown === text;
    }, wanted);
  await page.keyboard.press('Home');
  for (let i = 0; i < 200 && !(await matches()); i++) await page.keyboard.press('ArrowDown');
  expect(await matches(), `option ${String(label)} in ${combobox.toString()}`).toBe(true);
}
