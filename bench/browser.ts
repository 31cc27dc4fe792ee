import { chromium } from '@playwright/test';
import { CHROMIUM } from '../e2e/support/chromium.ts';

/** The Chromium the browser tests use, for the browser benches. */
export const launchBrowser = () => chromium.launch(CHROMIUM);
