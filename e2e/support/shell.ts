import type { Page } from '@playwright/test';

/** The sidebar's menu (its open groups' pages are links in it; a folded group's are in a panel over the page). */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
