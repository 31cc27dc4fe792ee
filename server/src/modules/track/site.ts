import { LANGUAGES, TRACK_LOOKUP_MAX, TRACK_NUMBER_PATTERN, TRACK_TOKEN_PATTERN, type Language } from '@fwd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageLanguage, translate } from '../../i18n/index.ts';
import { companySettings } from '../system/service.ts';
import { overBudget, type Budget } from './limits.ts';
import { orderOfToken } from './links.ts';
import { trackMessages as m } from './messages.ts';
import { linkPage, lookupPage, messagePage, type PageInput } from './page.ts';
import { lookupParcels, parcelOf } from './parcels.ts';

/*
 * The public pages, outside /api and without sign-in: /track/{token} (a parcel by its link) and /track (the
 * lookup by number, a form sent by GET). Written by the server in one answer (page.ts), with the public JSON
 * answers' budgets per address. Nothing in them may be kept by a cache (no-store); the X-Robots-Tag header every
 * answer carries and the page's robots meta keep them out of search engines.
 */

/** The reader's language: `?lang=`, else the console's language cookie, else the browser's, else English. */
const languageOf = (req: FastifyRequest, asked: unknown): Language =>
  LANGUAGES.includes(asked as Language)
    ? (asked as Language)
    : pageLanguage(req.headers.cookie, req.headers['accept-language']);

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** What a lookup reads as its numbers: one a line (or apart by spaces or commas); undefined when one cannot be. */
function numbersOf(text: string): string[] | undefined {
  const numbers = [...new Set(text.split(/[\s,;，；、]+/).filter(Boolean))];
  return numbers.length <= TRACK_LOOKUP_MAX && numbers.every((n) => TRACK_NUMBER_PATTERN.test(n)) ? numbers : undefined;
}

const send = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

/** Pages, not API operations: left out of the published API document. */
const page = { schema: { hide: true } };

export default async function trackSite(app: FastifyInstance) {
  const timeZone = app.config.timeZone;
  const inputOf = async (req: FastifyRequest, here: string): Promise<PageInput> => ({
    lang: languageOf(req, first((req.query as Record<string, unknown>).lang)),
    companyName: (await companySettings(app.db)).companyName,
    here,
    timeZone,
  });
  /** Over budget: the page says when to try again (429, Retry-After), nothing else is read. */
  const refused = async (req: FastifyRequest, reply: FastifyReply, budget: Budget, input: PageInput) => {
    const wait = await overBudget(app.db, budget, req.ip);
    if (!wait) return false;
    reply.header('retry-after', String(wait));
    await send(reply, 429, messagePage(input, translate(input.lang, m.tooMany, { seconds: wait })));
    return true;
  };

  app.get('/track/:token', page, async (req, reply) => {
    const token = String((req.params as { token: string }).token);
    // A token that cannot be one is not looked up, but counts against the budget as any other guess.
    const input = await inputOf(req, TRACK_TOKEN_PATTERN.test(token) ? `/track/${token}` : '/track');
    if (await refused(req, reply, 'visit', input)) return reply;
    const orderId = TRACK_TOKEN_PATTERN.test(token) ? await orderOfToken(app.db, app.secretKey, token) : undefined;
    const parcel = orderId === undefined ? undefined : await parcelOf(app.db, input.lang, input.companyName, orderId);
    return send(reply, parcel ? 200 : 404, linkPage(input, parcel));
  });

  app.get('/track', page, async (req, reply) => {
    const raw = first((req.query as Record<string, unknown>).numbers);
    const text = typeof raw === 'string' ? raw.slice(0, 2000) : '';
    const numbers = numbersOf(text);
    const here = numbers?.length ? `/track?numbers=${encodeURIComponent(numbers.join('\n'))}` : '/track';
    const input = await inputOf(req, here);
    if (await refused(req, reply, numbers?.length ? 'lookup' : 'visit', input)) return reply;
    if (!numbers) return send(reply, 400, messagePage(input, translate(input.lang, m.badNumbers), text));
    if (!numbers.length) return send(reply, 200, lookupPage(input, '', []));
    const results = await lookupParcels(app.db, input.lang, input.companyName, numbers);
    return send(reply, 200, lookupPage(input, numbers.join('\n'), results));
  });
}
