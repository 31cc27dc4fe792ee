import { expect, test } from '@playwright/test';
import { DEMO_PORT } from '../playwright.config.ts';
import { adminApi, signInAsAdmin } from '../support/session.ts';

/*
 * The customer's side, on the demo server: staff copy an order's tracking link from its row in 订单运单追踪;
 * the customer opens it on a phone (390 px) in English, signed in nowhere, and finds the parcel and nothing of
 * the people or money behind it, then switches the page to Chinese.
 */

test.use({ baseURL: `http://127.0.0.1:${DEMO_PORT}` });

interface Row {
  id: number;
  numbers: string;
  shortName: string;
  agentName: string | null;
  consigneeName: string;
  consigneePhone: string | null;
  consigneeAddress: string | null;
  declaredValue: string | null;
  remark: string | null;
}

test('staff copy an order’s link; the customer opens it on a phone in English and switches to Chinese', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const api = await adminApi(request, baseURL);
  const { orders } = await api.call<{ orders: { records: Row[] } }>('POST', '/orders/page?page=1&size=20', {});
  const order = orders.records.find((o) => o.consigneePhone && o.consigneeAddress)!;

  // Two browsers, staff's and the customer's phone: longer than a journey's minute on a busy machine.
  test.slow();
  await signInAsAdmin(page, `/orderTracking?numbers=${order.numbers}`);
  await page
    .getByRole('row', { name: new RegExp(order.numbers) })
    .getByRole('button', { name: '链接' })
    .click();
  const dialog = page.getByRole('dialog', { name: `运单 ${order.numbers} 的追踪链接` });
  const url = (await dialog.locator('.order-track-link').innerText()).trim();
  expect(url).toMatch(new RegExp(`^${baseURL}/track/[A-Za-z0-9_-]{43}$`));

  // The customer: another browser, no session, a phone's width, English.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  try {
    const customer = await phone.newPage();
    const answer = await customer.goto(url);
    expect(answer!.headers()['cache-control']).toBe('no-store');
    expect(answer!.headers()['x-robots-tag']).toContain('noindex');
    await expect(customer.getByRole('heading', { name: 'Parcel tracking' })).toBeVisible();
    await expect(customer.getByText(order.numbers, { exact: true })).toBeVisible();
    await expect(customer.getByText('Tracking history')).toBeVisible();
    const text = await customer.locator('body').innerText();
    const personal = [
      order.consigneeName,
      order.consigneePhone,
      order.consigneeAddress,
      order.shortName,
      order.agentName,
      order.declaredValue,
      order.remark,
    ].filter((s): s is string => Boolean(s && s.length >= 3));
    expect(personal.filter((s) => text.includes(s))).toEqual([]);
    // Nothing wider than the phone.
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await customer.getByRole('link', { name: '中文' }).click();
    await expect(customer.getByRole('heading', { name: '运单追踪' })).toBeVisible();
    await expect(customer.getByText('物流轨迹')).toBeVisible();
    await expect(customer.locator('html')).toHaveAttribute('lang', 'zh');
  } finally {
    await phone.close();
  }
});
