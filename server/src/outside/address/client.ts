import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { malformed, OutsideServiceError } from '../errors.ts';
import { realSleep, requestJson, type Fetch, type Sleep, type Transport } from '../http.ts';
import { slidingWindow, type Gate } from '../limiter.ts';

/*
 * An address-validation service of the shape of UPS's Address Validation API
 * (street level): an OAuth client-credentials token (POST
 * /security/v1/oauth/token, the client id and secret as Basic auth), then
 * POST /api/addressvalidation/v2/3 (3: validate and classify) with an
 * XAVRequest; the XAVResponse's AddressClassification says 0 unknown,
 * 1 commercial, 2 residential; NoCandidatesIndicator: no such address. The
 * console asks it while someone waits and has the rules to fall back on: one
 * attempt, a short timeout, no retries, and no call that could not start
 * within that timeout under the key's budget (ADDRESS_CALLS, kept across
 * processes by the gate the console gives) or a Retry-After the service gave.
 */

/** UPS's street-level validation covers the United States and Puerto Rico only. */
export const ADDRESS_SERVICE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'PR']);
export const ADDRESS_TIMEOUT_MS = 2_500;
/** UPS publishes no rate for XAV: 10 calls a second a key, kept with a margin for the way there; a turn further than the timeout away is not waited for. */
export const ADDRESS_CALLS = { count: 10, windowMs: 1_250, maxWaitMs: ADDRESS_TIMEOUT_MS };
/** A token is renewed this long before UPS says it expires. */
const TOKEN_MARGIN_MS = 60_000;

const token = z.object({
  access_token: z.string().min(1),
  expires_in: z.union([z.string(), z.number()]).transform(Number),
});
const code = z.union([z.string(), z.number()]).transform(String);
const classification = z.object({ Code: code, Description: z.string().optional() });
const xavResponse = z.object({
  XAVResponse: z.object({
    AddressClassification: classification.optional(),
    // One candidate is an object, several an array: UPS's own JSON.
    Candidate: z
      .union([
        z.array(z.object({ AddressClassification: classification.optional() })),
        z.object({ AddressClassification: classification.optional() }),
      ])
      .optional(),
    NoCandidatesIndicator: z.string().optional(),
  }),
});
const refusal = z.object({
  response: z.object({ errors: z.array(z.object({ code: code.optional(), message: z.string().optional() })).min(1) }),
});

export interface ServiceAddress {
  country: string;
  postcode?: string | undefined;
  city?: string | undefined;
  lines: string[];
  company?: string | undefined;
}

export interface Classification {
  code: 0 | 1 | 2;
  description: string;
  /** The service found the address (false: NoCandidatesIndicator, no classification either). */
  found: boolean;
}

export interface AddressClientOptions {
  /** Where the service's paths start (UPS: https://onlinetools.ups.com). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: Fetch;
  sleep?: Sleep;
  timeoutMs?: number;
  now?: () => number;
  /** Where every validation call waits its turn under ADDRESS_CALLS; default: this client's own window (one process). */
  gate?: Gate;
}

const DESCRIPTIONS = { 0: 'Unclassified', 1: 'Commercial', 2: 'Residential' } as const;

/** The service refused the call: its HTTP status and, in UPS's error shape, its own code and message. */
function refused(status: number, body: unknown, what: string): OutsideServiceError {
  const said = refusal.safeParse(body).data?.response.errors[0];
  return new OutsideServiceError('address', status, said?.code ?? null, said?.message ?? `HTTP ${status} from ${what}`);
}

/** The request failed for want of an answer in time (not for a refusal): the caller says "slow", not "failed". */
export const isSlow = (err: unknown) =>
  err instanceof OutsideServiceError &&
  err.status === null &&
  (err.cause as { name?: string } | undefined)?.name === 'TimeoutError';

export function createAddressClient(options: AddressClientOptions) {
  const {
    baseUrl,
    clientId,
    clientSecret,
    fetch = globalThis.fetch,
    sleep = realSleep,
    timeoutMs = ADDRESS_TIMEOUT_MS,
    now = Date.now,
  } = options;
  const root = baseUrl.replace(/\/+$/, '');
  const tokens: Transport = { service: 'address', fetch, sleep, timeoutMs, retries: 0 };
  const validations: Transport = { ...tokens, gate: options.gate ?? slidingWindow({ ...ADDRESS_CALLS, now, sleep }) };
  let held: { value: string; until: number } | undefined;

  async function bearer(): Promise<string> {
    if (held && held.until > now()) return held.value;
    const { status, body } = await requestJson(tokens, `${root}/security/v1/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        'x-merchant-id': clientId,
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (status !== 200) throw refused(status, body, 'the token');
    const parsed = token.safeParse(body);
    if (!parsed.success) throw malformed('address', status, 'the token', parsed.error);
    held = { value: parsed.data.access_token, until: now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS };
    return held.value;
  }

  const request = (a: ServiceAddress) => ({
    XAVRequest: {
      AddressKeyFormat: {
        ...(a.company && { ConsigneeName: a.company }),
        AddressLine: a.lines.filter(Boolean),
        ...(a.city && { PoliticalDivision2: a.city }),
        ...(a.postcode && { PostcodePrimaryLow: a.postcode }),
        CountryCode: a.country,
      },
    },
  });

  async function ask(a: ServiceAddress, again: boolean): Promise<Classification> {
    const { status, body } = await requestJson(
      validations,
      `${root}/api/addressvalidation/v2/3?regionalrequestindicator=false&maximumcandidatelistsize=1`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await bearer()}`,
          'content-type': 'application/json',
          accept: 'application/json',
          transId: randomUUID(),
          transactionSrc: 'fwd-console',
        },
        body: JSON.stringify(request(a)),
      },
    );
    // A token the service stopped honouring before its time: one new token, one more try.
    if (status === 401 && again) {
      held = undefined;
      return ask(a, false);
    }
    if (status !== 200) throw refused(status, body, 'address validation');
    const parsed = xavResponse.safeParse(body);
    if (!parsed.success) throw malformed('address', status, 'address validation', parsed.error);
    const r = parsed.data.XAVResponse;
    const candidate = Array.isArray(r.Candidate) ? r.Candidate[0] : r.Candidate;
    if (r.NoCandidatesIndicator !== undefined || !candidate)
      return { code: 0, description: 'NoCandidates', found: false };
    const said = r.AddressClassification ?? candidate.AddressClassification;
    const value = said ? Number(said.Code) : 0;
    const c = value === 1 || value === 2 ? value : 0;
    return { code: c, description: said?.Description ?? DESCRIPTIONS[c], found: true };
  }

  return {
    covers: (country: string) => ADDRESS_SERVICE_COUNTRIES.has(country),
    /** The service's classification of a street address. Throws OutsideServiceError (isSlow tells a timeout). */
    classify: (a: ServiceAddress) => ask(a, true),
  };
}
export type AddressClient = ReturnType<typeof createAddressClient>;
