import { dashboard as endpoints } from '@fwd/contract';
import { request } from './client.ts';

type Figures = Awaited<ReturnType<typeof askFigures>>;

const askFigures = () => request(endpoints.figures);

/** Asked for at sign-in, not yet read by the home page. */
let early: Promise<Figures> | null = null;
/** That answer once it has come, with when. */
let arrived: { figures: Figures; at: number } | null = null;

/**
 * Asks for the home page's figures as soon as the sign-in is answered, so they come while the console's code loads
 * and renders instead of after it (the login page calls this when the home page comes next). Small on purpose: the
 * login page's code carries it, not react-query.
 */
export function askHomeFiguresEarly(): void {
  const asked = askFigures();
  early = asked;
  arrived = null;
  asked.then(
    (figures) => {
      if (early === asked) arrived = { figures, at: Date.now() };
    },
    // Read (and reported) by the home page's query; unread, a failure is no one's.
    () => undefined,
  );
}

/** The home page's figures: the answer asked for at sign-in the first time, if any, else a new request. */
export function homeFigures(): Promise<Figures> {
  const answer = early ?? askFigures();
  early = null;
  arrived = null;
  return answer;
}

/**
 * The answer asked for at sign-in if it has already come (taken once): the home page's first render shows it, the
 * cards painting with the page's frame rather than a render later.
 */
export function arrivedHomeFigures(): { figures: Figures; at: number } | undefined {
  const taken = arrived ?? undefined;
  if (taken) early = arrived = null;
  return taken;
}
