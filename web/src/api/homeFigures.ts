import type { DashboardFigures } from '@fwd/contract';

/** The home page's figures that came with the sign-in, with when; not yet read by the home page. */
let arrived: { figures: DashboardFigures; at: number } | null = null;

/**
 * Keeps the figures the sign-in answered with (the login page asks for them when the home page comes next), for
 * the home page's first render: its cards paint with its frame. Small on purpose: the login page's code carries it.
 */
export function keepHomeFigures(figures: DashboardFigures | undefined): void {
  arrived = figures ? { figures, at: Date.now() } : null;
}

/** The figures kept at sign-in, taken once: the page's later reads (its refreshes) ask the server. */
export function arrivedHomeFigures(): { figures: DashboardFigures; at: number } | undefined {
  const taken = arrived ?? undefined;
  arrived = null;
  return taken;
}
