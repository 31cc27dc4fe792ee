import { expect, type Locator, type Page } from '@playwright/test';

/** The select a picker's input belongs to (its chosen values are shown there). */
const selectOf = (field: Locator) =>
  field.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');

/**
 * Picks an option as staff do in a long list: types to narrow it, then takes
 * the match with Enter once it is the active option, and sees it shown in the
 * field. Not a click: the list is drawn only where it is scrolled to and is
 * redrawn as options or a server search's answer arrive, so a click can land
 * on a row being redrawn and take nothing. `typed` must narrow the list to the
 * option first (pinyin for a country: mg finds 美国).
 */
export async function pick(field: Locator, option: string, typed = option): Promise<void> {
  const page = field.page();
  await field.click();
  await page.keyboard.type(typed);
  await takeActive(page, option);
  await expect(selectOf(field)).toContainText(option);
}

/** Takes, with Enter, the option of the open list once what was typed has made it the active one (see pick). */
export async function takeActive(page: Page, option: string): Promise<void> {
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option-active', { hasText: option }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
}
