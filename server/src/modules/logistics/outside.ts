import { Code, LANGUAGES } from '@fwd/contract';
import type { Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { Message } from '../../i18n/index.ts';
import { OutsideServiceError } from '../../outside/errors.ts';
import { credentialsFor } from '../apis/keys.ts';
import { createUpstreamClient } from '../sync/client.ts';
import { createTrackingClient } from '../tracking/client.ts';
import { outsideMessages as m } from './messages.ts';
import { logisticsSettings } from './settings.ts';

/*
 * The outside services' clients, made from the API key the settings choose.
 * One client per key and process, kept while the key stays the same: the
 * tracking provider's limit of 3 calls a second is kept by its client, so all
 * of a process's calls must go through the one.
 */

type Service = 'tracking' | 'upstream';

/** The message with the service named in each language. */
const naming = (msg: Message, service: Service): Message =>
  Object.fromEntries(LANGUAGES.map((l) => [l, msg[l].replace('{service}', m[service][l])])) as Message;
const failure = (service: Service, msg: Message, detail = '') => new AppError(Code.OUTSIDE_FAILED, naming(msg, service), { detail });

/** An OutsideServiceError as the envelope's 50200 in the caller's words; anything else as it is. */
export function outsideFailure(service: Service, err: unknown): unknown {
  return err instanceof OutsideServiceError ? failure(service, m.failed, err.message) : err;
}

export interface OutsideClients {
  tracking(): Promise<{ client: ReturnType<typeof createTrackingClient>; key: string }>;
  upstream(): Promise<ReturnType<typeof createUpstreamClient>>;
}

export function outsideClients(db: Db, secretKey: Buffer): OutsideClients {
  const made = new Map<string, unknown>();
  const once = <T>(id: string, make: () => T): T => {
    if (!made.has(id)) made.set(id, make());
    return made.get(id) as T;
  };
  const credentials = async (service: Service) => {
    const s = await logisticsSettings(db);
    const kind = service === 'tracking' ? 'tracking' : 'orders';
    const c = await credentialsFor(db, secretKey, kind, service === 'tracking' ? s.trackingApiKeyId : s.orderApiKeyId);
    if (!c) throw failure(service, m.notConfigured);
    return c;
  };
  return {
    async tracking() {
      const c = await credentials('tracking');
      const client = once(`tracking ${c.baseUrl} ${c.key}`, () => createTrackingClient({ baseUrl: c.baseUrl, key: c.key }));
      return { client, key: c.key };
    },
    async upstream() {
      const c = await credentials('upstream');
      return once(`upstream ${c.baseUrl} ${c.key}`, () => createUpstreamClient({ baseUrl: c.baseUrl, key: c.key }));
    },
  };
}
