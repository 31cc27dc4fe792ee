import { dashboard as endpoints } from '@fwd/contract';
import { request } from './client.ts';

type Figures = Awaited<ReturnType<typeof askFigures>>;

const askFigures = () => request(endpoints.figures);

/** Asked for at sign-in, not yet read by the home page. */
let early: Promise<Figures> | null = null;

/**
 * Asks for the home page's figures as soon as the sign-in is answered, so they come while the console's code loads
 * and renders instead of after it (the login page calls this when the home page comes next). Small on purpose: the
 * login page's code carries it, not react-query.
 */
export function askHomeFiguresEarly(): void {
  early = askFigures();
  // Read (and reported) by the home page's query; unread, a failure is no one's.
  early.catch(() => undefined);
}

/** The home page's figures: the answer asked for at sign-in the first time, if any, else a new request. */
export function homeFigures(): Promise<Figures> {
  const answer = early ?? askFigures();
  early = null;
  return answer;
}
