import { createHash } from 'node:crypto';
import { Code, LANGUAGES, type ApiKeyKind } from '@fwd/contract';
import fp from 'fastify-plugin';
import { decryptSecret, SecretUnreadable } from '../crypto/secrets.ts';
import type { Db } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import type { Message } from '../i18n/index.ts';
import { OutsideServiceError, type OutsideService } from '../outside/errors.ts';
import { createUpstreamClient, type UpstreamClient } from '../outside/upstream/client.ts';
import { createTrackingClient, TRACKING_CALLS, type TrackingClient } from '../outside/tracking/client.ts';
import { ADDRESS_CALLS, createAddressClient, type AddressClient } from '../outside/address/client.ts';
import { realSleep } from '../outside/http.ts';
import { everyGate } from '../outside/limiter.ts';
import {
  createRobotClient,
  ROBOT_BUDGETS,
  ROBOT_PATIENCE_MS,
  type RobotClient,
  type RobotKind,
} from '../outside/robots/client.ts';
import { sharedWindow } from '../outside/shared-window.ts';
import { outsideMessages as m } from '../outside/messages.ts';

/*
 * The outside services' clients, made from the stored API key the area that
 * keeps the choice hands in (this layer reads no area's table: the apis area
 * reads its keys, the areas that choose one read their settings). A client,
 * and the key's decryption, is made once per key and version and kept while
 * the key stays the same, so a call costs no decryption. The tracking
 * provider's limit of 3 calls a second and the address service's budget are
 * the key's, whoever calls, and so is a Retry-After either gives: every
 * process books its calls in the database (sharedWindow), so together they
 * keep them. So does each group robot's budget (its webhook key's).
 */

type Service = OutsideService;

/** The message with the service named in each language. */
const naming = (msg: Message, service: Service): Message =>
  Object.fromEntries(LANGUAGES.map((l) => [l, msg[l].replace('{service}', m[service][l])])) as Message;
const failure = (service: Service, msg: Message, detail = '') =>
  new AppError(Code.OUTSIDE_FAILED, naming(msg, service), { detail });

/** An OutsideServiceError as the envelope's 50200 in the caller's words; anything else as it is. */
export function outsideFailure(service: Service, err: unknown): unknown {
  return err instanceof OutsideServiceError ? failure(service, m.failed, err.message) : err;
}

/** A stored API key as the apis area reads it: `id` and `version` name what it holds (every edit bumps the version). */
export interface StoredKey {
  id: number;
  version: number;
  kind: ApiKeyKind;
  name: string;
  baseUrl: string;
  keyCipher: string;
  secretCipher: string | null;
}

export interface Credentials {
  name: string;
  baseUrl: string;
  key: string;
  /** '' when none was stored. */
  secret: string;
}

/**
 * The plaintext of a stored key. Throws SecretUnreadable, naming the key,
 * when SECRET_KEY is not the one it was stored with.
 */
export function openKey(secretKey: Buffer, stored: StoredKey): Credentials {
  try {
    return {
      name: stored.name,
      baseUrl: stored.baseUrl,
      key: decryptSecret(secretKey, stored.keyCipher),
      secret: stored.secretCipher ? decryptSecret(secretKey, stored.secretCipher) : '',
    };
  } catch (err) {
    if (!(err instanceof SecretUnreadable)) throw err;
    throw new SecretUnreadable(`API key "${stored.name}" (${stored.kind}) cannot be decrypted: ${err.message}`, {
      cause: err,
    });
  }
}

/** Each takes the key the caller's settings choose now (undefined: none is chosen or stored). */
export interface OutsideClients {
  tracking(stored: StoredKey | undefined): { client: TrackingClient; key: string };
  upstream(stored: StoredKey | undefined): UpstreamClient;
  /** The address-validation service, or null without a key: it is optional, the address rules answer without it. */
  address(stored: StoredKey | undefined): AddressClient | null;
  /** A group robot (WeCom, DingTalk, Feishu) by the key of its kind. */
  robot(kind: RobotKind, stored: StoredKey | undefined): RobotClient;
}

/** A key's budget in the database: named by a hash of the key, never the key. */
const bucketOf = (service: Service, key: string) =>
  `${service}:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

export function outsideClients(db: Db, secretKey: Buffer): OutsideClients {
  // By service and key id: a new version of the key replaces its client.
  const made = new Map<string, { version: number; client: unknown }>();
  function once<T>(service: Service, stored: StoredKey, make: (c: Credentials) => T): T {
    const id = `${service} ${stored.id}`;
    const kept = made.get(id);
    if (kept?.version === stored.version) return kept.client as T;
    const client = make(openKey(secretKey, stored));
    made.set(id, { version: stored.version, client });
    return client;
  }
  const needed = (service: Service, stored: StoredKey | undefined, unset = m.notConfigured): StoredKey => {
    if (!stored) throw failure(service, unset);
    return stored;
  };
  return {
    tracking(stored) {
      return once('tracking', needed('tracking', stored), (c) => ({
        client: createTrackingClient({
          baseUrl: c.baseUrl,
          key: c.key,
          gate: sharedWindow({ db, bucket: bucketOf('tracking', c.key), ...TRACKING_CALLS, sleep: realSleep }),
        }),
        key: c.key,
      }));
    },
    upstream(stored) {
      return once('upstream', needed('upstream', stored), (c) =>
        createUpstreamClient({ baseUrl: c.baseUrl, key: c.key }),
      );
    },
    address(stored) {
      if (!stored) return null;
      return once('address', stored, (c) =>
        createAddressClient({
          baseUrl: c.baseUrl,
          clientId: c.key,
          clientSecret: c.secret,
          gate: sharedWindow({ db, bucket: bucketOf('address', c.key), ...ADDRESS_CALLS, sleep: realSleep }),
        }),
      );
    },
    robot(kind, stored) {
      return once(kind, needed(kind, stored, m.robotNotConfigured), (c) =>
        createRobotClient(kind, {
          baseUrl: c.baseUrl,
          key: c.key,
          secret: c.secret,
          gate: everyGate(
            ROBOT_BUDGETS[kind].map((budget, i) =>
              sharedWindow({
                db,
                bucket: `${bucketOf(kind, c.key)}:${i}`,
                ...budget,
                maxWaitMs: ROBOT_PATIENCE_MS,
                sleep: realSleep,
              }),
            ),
          ),
        }),
      );
    },
  };
}

/** The clients as the areas reach them: `app.outside.tracking(key)`, `.upstream(key)`, `.address(key)`, `.robot(kind, key)`. */
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
