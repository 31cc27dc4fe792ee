import { createHash } from 'node:crypto';
import { Code, LANGUAGES, type ApiKeyKind } from '@fwd/contract';
import fp from 'fastify-plugin';
import { decryptSecret, SecretUnreadable } from '../crypto/secrets.ts';
import type { Db } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import type { Message } from '../i18n/index.ts';
import { OutsideServiceError } from '../outside/errors.ts';
import { createUpstreamClient } from '../outside/upstream/client.ts';
import { createTrackingClient, TRACKING_CALLS } from '../outside/tracking/client.ts';
import { ADDRESS_CALLS, createAddressClient, type AddressClient } from '../outside/address/client.ts';
import { realSleep } from '../outside/http.ts';
import { sharedWindow } from '../outside/shared-window.ts';
import { outsideMessages as m } from '../outside/messages.ts';

/*
 * The outside services' clients, made from the API key the settings choose.
 * One client per key and process, kept while the key stays the same. The
 * tracking provider's limit of 3 calls a second and the address service's
 * budget are the key's, whoever calls, and so is a Retry-After either gives:
 * every process books its calls in the database (sharedWindow), so together
 * they keep them.
 */

type Service = 'tracking' | 'upstream' | 'address';

/** The message with the service named in each language. */
const naming = (msg: Message, service: Service): Message =>
  Object.fromEntries(LANGUAGES.map((l) => [l, msg[l].replace('{service}', m[service][l])])) as Message;
const failure = (service: Service, msg: Message, detail = '') => new AppError(Code.OUTSIDE_FAILED, naming(msg, service), { detail });

/** An OutsideServiceError as the envelope's 50200 in the caller's words; anything else as it is. */
export function outsideFailure(service: Service, err: unknown): unknown {
  return err instanceof OutsideServiceError ? failure(service, m.failed, err.message) : err;
}

interface Credentials {
  name: string;
  baseUrl: string;
  key: string;
  /** '' when none was stored. */
  secret: string;
}

/**
 * The plaintext credential for an outside service, for its HTTP client (order
 * sync, tracking): the key chosen by id when given (it must be of the kind),
 * else the first of the kind; undefined when there is none. Throws SecretUnreadable,
 * naming the key, when SECRET_KEY is not the one it was stored with.
 */
export async function credentialsFor(db: Db, secretKey: Buffer, kind: ApiKeyKind, id?: number | null): Promise<Credentials | undefined> {
  let q = db.selectFrom('api_keys').selectAll().where('kind', '=', kind).orderBy('id').limit(1);
  if (id != null) q = q.where('id', '=', id);
  const row = await q.executeTakeFirst();
  if (!row) return undefined;
  try {
    return {
      name: row.name,
      baseUrl: row.base_url,
      key: decryptSecret(secretKey, row.key_cipher),
      secret: row.secret_cipher ? decryptSecret(secretKey, row.secret_cipher) : '',
    };
  } catch (err) {
    if (!(err instanceof SecretUnreadable)) throw err;
    throw new SecretUnreadable(`API key "${row.name}" (${kind}) cannot be decrypted: ${err.message}`, { cause: err });
  }
}

export interface OutsideClients {
  tracking(): Promise<{ client: ReturnType<typeof createTrackingClient>; key: string }>;
  upstream(): Promise<ReturnType<typeof createUpstreamClient>>;
  /**
   * The address-validation service, or null when none is configured (no key of
   * its kind): it is optional, the address rules answer without it.
   */
  address(): Promise<AddressClient | null>;
}

/** A key's budget in the database: named by a hash of the key, never the key. */
const bucketOf = (service: Service, key: string) => `${service}:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

export function outsideClients(db: Db, secretKey: Buffer): OutsideClients {
  const made = new Map<string, unknown>();
  const once = <T>(id: string, make: () => T): T => {
    if (!made.has(id)) made.set(id, make());
    return made.get(id) as T;
  };
  const credentials = async (service: Service) => {
    const s = await db.selectFrom('logistics_settings').select(['order_api_key_id', 'tracking_api_key_id']).where('id', '=', 1).executeTakeFirstOrThrow();
    const kind = service === 'tracking' ? 'tracking' : 'orders';
    const c = await credentialsFor(db, secretKey, kind, service === 'tracking' ? s.tracking_api_key_id : s.order_api_key_id);
    if (!c) throw failure(service, m.notConfigured);
    return c;
  };
  return {
    async tracking() {
      const c = await credentials('tracking');
      const client = once(`tracking ${c.baseUrl} ${c.key}`, () =>
        createTrackingClient({
          baseUrl: c.baseUrl,
          key: c.key,
          gate: sharedWindow({ db, bucket: bucketOf('tracking', c.key), ...TRACKING_CALLS, sleep: realSleep }),
        }),
      );
      return { client, key: c.key };
    },
    async upstream() {
      const c = await credentials('upstream');
      return once(`upstream ${c.baseUrl} ${c.key}`, () => createUpstreamClient({ baseUrl: c.baseUrl, key: c.key }));
    },
    async address() {
      const c = await credentialsFor(db, secretKey, 'address');
      if (!c) return null;
      return once(`address ${c.baseUrl} ${c.key} ${c.secret}`, () =>
        createAddressClient({
          baseUrl: c.baseUrl,
          clientId: c.key,
          clientSecret: c.secret,
          gate: sharedWindow({ db, bucket: bucketOf('address', c.key), ...ADDRESS_CALLS, sleep: realSleep }),
        }),
      );
    },
  };
}

/** The clients as the areas reach them: `app.outside.tracking()`, `app.outside.upstream()`, `app.outside.address()`. */
export default fp(
  async (app) => {
    app.decorate('outside', outsideClients(app.db, app.secretKey));
  },
  { name: 'outside-clients', dependencies: ['database', 'secret-key'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    outside: OutsideClients;
  }
}
