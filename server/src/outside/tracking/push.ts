import { createHash, timingSafeEqual } from 'node:crypto';
import { firstIssue } from '../errors.ts';
import { resultOf, type TrackResult } from './result.ts';
import { pushBody, PUSH_EVENTS } from './wire.ts';

export interface Push {
  event: (typeof PUSH_EVENTS)[number];
  result: TrackResult;
}

/** A push to refuse: not signed with our key, or not a push we can read. */
export class PushError extends Error {
  override readonly name = 'PushError';
  constructor(
    readonly reason: 'sign' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Checks a provider push against the `sign` header (sha256 hex of the raw body,
 * "/", the key; compared in constant time) and reads it. Pass the body exactly
 * as it arrived: re-serialized JSON does not hash the same.
 */
export function verifyPush(rawBody: string | Buffer, signHeader: string | undefined, key: string): Push {
  const raw = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  const expected = createHash('sha256').update(raw).update(`/${key}`, 'utf8').digest();
  const given = signHeader && /^[0-9a-f]{64}$/i.test(signHeader) ? Buffer.from(signHeader, 'hex') : undefined;
  if (!given || !timingSafeEqual(given, expected)) throw new PushError('sign', 'the push is not signed with our key');
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new PushError('malformed', 'the push is not JSON');
  }
  const parsed = pushBody.safeParse(json);
  if (!parsed.success) throw new PushError('malformed', `malformed push (${firstIssue(parsed.error)})`);
  return { event: parsed.data.event, result: resultOf(parsed.data.data) };
}
