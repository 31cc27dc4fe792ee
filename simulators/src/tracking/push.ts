import { createHash } from 'node:crypto';

export type PushEvent = 'TRACKING_UPDATED' | 'TRACKING_STOPPED';

/** 17TRACK's push signature: sha256 hex of the raw body, "/", the key. */
export const signOf = (rawBody: string, key: string) => createHash('sha256').update(`${rawBody}/${key}`).digest('hex');

/** POSTs one push; answers the webhook's HTTP status, 0 when it could not be reached. */
export async function deliver(
  url: string,
  event: PushEvent,
  data: unknown,
  key: string,
  badSign = false,
): Promise<number> {
  const body = JSON.stringify({ event, data });
  const sign = badSign ? signOf(body, `${key}-wrong`) : signOf(body, key);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sign },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}
