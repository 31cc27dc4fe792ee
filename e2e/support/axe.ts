import axe from 'axe-core';
import type { Page } from '@playwright/test';

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * axe's findings on the page as it is drawn now, the impacts at or above moderate only. axe's source goes in
 * through the debugging protocol: the console's Content-Security-Policy refuses inline scripts.
 */
export async function axeFindings(page: Page): Promise<Finding[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact !== 'minor')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
      }));
  });
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
