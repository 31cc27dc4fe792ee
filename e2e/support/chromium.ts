import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, headless, with its background traffic off: the browser tests and the browser benches
 * (`bench/browser.ts`) launch it alike, so a figure and a test see the same browser.
 */
export const CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
