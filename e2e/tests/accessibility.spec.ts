import { expect, test, type Page } from '@playwright/test';
import { DEMO_PORT } from '../playwright.config.ts';
import { axeFindings } from '../support/axe.ts';
import { pick } from '../support/select.ts';
import { ADMIN, signIn } from '../support/session.ts';

/*
 * axe on the pages issue 30 named, on the demo data, each in the state staff
 * work in (a list full of orders, an answer on each tool): no finding of
 * moderate impact or worse (contrast, names, headings, landmarks), in Chinese
 * and English, wide and at a phone's 390 px, and in the dark theme.
 */
test.use({ baseURL: `http://127.0.0.1:${DEMO_PORT}` });
// Nine pages in four looks, each waited on and scanned: minutes on a loaded machine.
test.describe.configure({ timeout: 300_000 });

type Language = 'zh' | 'en';
const words = (language: Language, zh: string, en: string) => (language === 'zh' ? zh : en);

/** The United States in a country picker, typed as staff type it (pinyin in Chinese). */
async function pickUs(page: Page, language: Language) {
  const field = page.getByRole('combobox', { name: words(language, '国家', 'Country') });
  await pick(field, words(language, '美国', 'United States'), words(language, 'mg', 'united'));
}

interface Screen {
  name: string;
  path: string;
  /** Brings the page to the state scanned (an answer on the screen), in the language. */
  ready(page: Page, language: Language): Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    path: '/homeDashboard',
    ready: async (page) => {
      await expect(page.locator('[data-card="today"] .home-card-value')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.home-dashboard [role="img"]').first()).toBeVisible();
    },
  },
  {
    name: 'orders',
    path: '/orderTracking',
    ready: async (page, language) => {
      await expect(
        page.getByRole('tab', { name: new RegExp(`^${words(language, '未签收', 'Not delivered')} \\(\\d+\\)$`) }),
      ).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.data-table-row').first()).toBeVisible();
    },
  },
  {
    name: 'brand check',
    path: '/brandCheck',
    ready: async (page, language) => {
      await page
        .getByRole('textbox', { name: words(language, '商品描述', 'Product descriptions') })
        .fill('Nike Air Max running shoes\nGucchi handbag\nwatch strap');
      await page.getByRole('button', { name: new RegExp(`(^| )${words(language, '检\\s*查', 'Check')}$`) }).click();
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
    },
  },
  {
    name: 'tariff codes',
    path: '/tariffCode?q=6109',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: /^6109/ }).first()).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'address type',
    path: '/addressType',
    ready: async (page, language) => {
      await pickUs(page, language);
      await page.getByLabel(words(language, '地址行1', 'Address line 1')).fill('350 Fifth Avenue Suite 300');
      await page.getByRole('button', { name: words(language, '判 定', 'Classify') }).click();
      await expect(page.getByTestId('address-verdict')).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'remote areas',
    path: '/remoteArea',
    ready: async (page, language) => {
      await pickUs(page, language);
      await page.getByLabel(words(language, '邮编', 'Postcode')).fill('99701');
      await page.getByLabel(words(language, '邮编', 'Postcode')).press('Enter');
      await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'price query',
    path: '/priceQuery?country=US&weight=2.5&description=Nike%20shoes',
    ready: async (page) => {
      await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    },
  },
];

/** What axe finds, as `rule (impact) on target: why`, one a line, so a failure says where to look. */
const findings = async (page: Page) =>
  (await axeFindings(page)).flatMap((f) =>
    f.nodes.map((n) => `${f.rule} (${f.impact}) on ${n.target}: ${n.summary.replace(/\s+/g, ' ')}`),
  );

async function expectNoFindings(page: Page, look: string) {
  // Transitions (a tab's ink bar, a fading message) end before the colours are read.
  await page.waitForTimeout(400);
  // Soft: one run lists every page's findings.
  expect.soft(await findings(page), look).toEqual([]);
}

async function scanAll(page: Page, baseURL: string, language: Language, width: number, dark: boolean) {
  const look = `${language}, ${width} px${dark ? ', dark' : ''}`;
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/login');
  if (dark) {
    await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ darkMode: true })));
    await page.reload();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoFindings(page, `sign-in (${look})`);
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/homeDashboard/, { timeout: 30_000 });
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await screen.ready(page, language);
    await expectNoFindings(page, `${screen.name} (${look})`);
  }
}

for (const language of ['zh', 'en'] as const) {
  for (const width of [1440, 390]) {
    test(`sign-in, home, orders, the four tools and the price query: no axe finding (${language}, ${width} px)`, async ({
      page,
      baseURL,
    }) => {
      await scanAll(page, baseURL!, language, width, false);
    });
  }
}

test('the same pages in the dark theme: no axe finding (zh, 1440 px)', async ({ page, baseURL }) => {
  await scanAll(page, baseURL!, 'zh', 1440, true);
});
