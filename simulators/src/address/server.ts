import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { faults, listen, readBody, sendJson, type ListenOptions } from '../http.ts';

/*
 * A lookalike of UPS's Address Validation API (street level), enough for the
 * console's client and the demo: OAuth client credentials, then XAV requests
 * answered with an AddressClassification (0 unknown, 1 commercial,
 * 2 residential) the simulator decides from the address's words, or, with
 * none, from a hash of the seed and the address (deterministic). An address
 * without a house number and a word on a line has no candidate
 * (NoCandidatesIndicator), as UPS answers for what it cannot find. Beyond
 * `callsPerSecond` XAV calls it answers 429, with Retry-After when set.
 */

export interface AddressSimOptions extends ListenOptions {
  clientId?: string;
  clientSecret?: string;
  seed?: number | string;
  /** Seconds a token lives (UPS: 14399). */
  tokenSeconds?: number;
  /** Every XAV answer waits this long (a slow service). */
  delayMs?: number;
  /** XAV calls a second (all clients together) before 429; default: no limit. */
  callsPerSecond?: number;
  /** Sent as `Retry-After` (seconds) with every 429. */
  retryAfterSeconds?: number;
}

export interface XavRecord {
  /** Date.now() when the call arrived. */
  at: number;
  status: number;
}

export interface AddressSim {
  url: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
  /** The next `count` XAV calls answer HTTP `status`. */
  failNext(count: number, status?: number): void;
  /** From now on every XAV answer waits `ms` (0: none). */
  setDelay(ms: number): void;
  /** Tokens handed out so far stop working (UPS may end one early). */
  revokeTokens(): void;
  stats(): { tokens: number; requests: number; unauthorized: number; rateLimited: number };
  /** Every XAV call, in the order they arrived. */
  log: XavRecord[];
}

const COUNTRIES = new Set(['US', 'PR']);
const COMMERCIAL =
  /\b(suite|ste|floor|fl|inc|llc|corp|corporation|company|plaza|center|centre|industrial|warehouse|office|tower|building|bldg|mall|park)\b/i;
const RESIDENTIAL = /\b(apt|apartment|unit|house|lane|ln|court|ct|circle|cir|trail|home|residence)\b|#/i;
const DESCRIPTIONS = ['Unclassified', 'Commercial', 'Residential'] as const;
/** What UPS could find: a house number and a word on one line. */
const STREET_LIKE = /(?=.*\d)(?=.*\p{L}{2})/u;

interface KeyFormat {
  ConsigneeName?: string;
  AddressLine?: string[] | string;
  PoliticalDivision2?: string;
  PoliticalDivision1?: string;
  PostcodePrimaryLow?: string;
  CountryCode?: string;
}

/** Whether the service finds the address at all. */
export const hasCandidate = (a: KeyFormat) => [a.AddressLine ?? []].flat().some((line) => STREET_LIKE.test(line));

/** 0, 1 or 2 for an address: its words first, then the hash (a fifth unknown, the rest split). */
export function classificationOf(a: KeyFormat, seed: number | string = 0): 0 | 1 | 2 {
  const lines = [a.AddressLine ?? []].flat().join(' ');
  if (a.ConsigneeName || COMMERCIAL.test(lines)) return 1;
  if (RESIDENTIAL.test(lines)) return 2;
  const hash =
    createHash('sha256')
      .update(`${seed}|${lines.toLowerCase()}|${a.PostcodePrimaryLow ?? ''}`)
      .digest()[0]! % 10;
  return hash < 2 ? 0 : hash < 6 ? 2 : 1;
}

const errors = (code: string, message: string) => ({ response: { errors: [{ code, message }] } });
const basic = (req: IncomingMessage) => {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : '';
};

export async function startAddress(options: AddressSimOptions = {}): Promise<AddressSim> {
  const clientId = options.clientId ?? 'sim-address-client';
  const clientSecret = options.clientSecret ?? 'sim-address-secret';
  const seed = options.seed ?? 0;
  const tokenSeconds = options.tokenSeconds ?? 14_399;
  let delayMs = options.delayMs ?? 0;
  const tokens = new Set<string>();
  const failures = faults();
  const stats = { tokens: 0, requests: 0, unauthorized: 0, rateLimited: 0 };
  const log: XavRecord[] = [];
  const served: number[] = [];
  const retryAfter =
    options.retryAfterSeconds === undefined ? undefined : { 'retry-after': String(options.retryAfterSeconds) };
  /** Over the limit this second: every caller's calls counted together, as the service counts a key's. */
  const overLimit = (at: number) => {
    while (served.length && served[0]! <= at - 1000) served.shift();
    if (options.callsPerSecond !== undefined && served.length >= options.callsPerSecond) return true;
    served.push(at);
    return false;
  };

  const listening = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim');
    if (req.method === 'POST' && url.pathname === '/security/v1/oauth/token') {
      const form = new URLSearchParams(await readBody(req));
      if (basic(req) !== `${clientId}:${clientSecret}`) {
        stats.unauthorized += 1;
        return sendJson(res, 401, errors('10401', 'ClientId is Invalid'));
      }
      if (form.get('grant_type') !== 'client_credentials')
        return sendJson(res, 400, errors('10400', 'Invalid/Missing grant_type'));
      const access = randomBytes(24).toString('base64url');
      tokens.add(access);
      stats.tokens += 1;
      return sendJson(res, 200, {
        token_type: 'Bearer',
        issued_at: String(Date.now()),
        client_id: clientId,
        access_token: access,
        expires_in: String(tokenSeconds),
        status: 'approved',
      });
    }
    const xav = /^\/api\/addressvalidation\/(v\d+)\/([123])$/.exec(url.pathname);
    if (req.method !== 'POST' || !xav) return sendJson(res, 404, errors('250000', 'No such resource'));
    stats.requests += 1;
    const at = Date.now();
    const answer = (status: number, body: unknown, headers?: Record<string, string>) => {
      log.push({ at, status });
      sendJson(res, status, body, headers);
    };
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) {
      stats.unauthorized += 1;
      return answer(401, errors('250002', 'Invalid Authentication Information.'));
    }
    const failure = failures.take() ?? (overLimit(at) ? 429 : undefined);
    if (failure === 429) {
      stats.rateLimited += 1;
      return answer(429, errors('250003', 'Rate limit exceeded'), retryAfter);
    }
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failure) return answer(failure, errors('190001', 'The Address Validation service is temporarily unavailable'));
    let body: { XAVRequest?: { AddressKeyFormat?: KeyFormat } } | undefined;
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      body = undefined;
    }
    const address = body?.XAVRequest?.AddressKeyFormat;
    if (!address) return answer(400, errors('264001', 'Missing or invalid XAVRequest'));
    if (!COUNTRIES.has(address.CountryCode ?? ''))
      return answer(400, errors('264002', 'Country code is invalid or not supported'));
    const response = { Response: { ResponseStatus: { Code: '1', Description: 'Success' } } };
    if (!hasCandidate(address)) return answer(200, { XAVResponse: { ...response, NoCandidatesIndicator: '' } });
    const code = classificationOf(address, seed);
    const classification = { Code: String(code), Description: DESCRIPTIONS[code] };
    const option = xav[2];
    answer(200, {
      XAVResponse: {
        ...response,
        ValidAddressIndicator: '',
        ...(option !== '1' && { AddressClassification: classification }),
        Candidate: {
          ...(option !== '1' && { AddressClassification: classification }),
          AddressKeyFormat: { ...address, AddressLine: [address.AddressLine ?? []].flat() },
        },
      },
    });
  }, options);

  return {
    url: listening.url,
    clientId,
    clientSecret,
    close: listening.close,
    failNext: failures.failNext,
    setDelay: (ms) => (delayMs = ms),
    revokeTokens: () => tokens.clear(),
    stats: () => ({ ...stats }),
    log,
  };
}
