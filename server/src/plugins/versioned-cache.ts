import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { KyselyPlugin, OperationNode, RootOperationNode } from 'kysely';
import type { Db } from '../http/context.ts';

/*
 * The in-memory indexes (the quote book, the brand matcher, the tariff
 * index), each built from the database once per change. Every write to what
 * an index is built from bumps its version row in the writer's own
 * transaction (triggers), so reading that one row tells any process whether
 * its build is behind: API processes stay right without telling each other
 * anything.
 *
 * A request reads the version and is answered from the build it has; when the
 * version moved, one rebuild starts in the background and the requests
 * meanwhile keep the previous build: none waits for a rebuild but the very
 * first, when a process has no build yet (built on first use, not at start:
 * a start never waits on the data's size, and a process that is never asked
 * never builds). A request that changed an index answers only once this
 * process has rebuilt it (the hooks below), so whoever saved sees the change
 * at the next request to the same process; another process takes it up
 * within one rebuild of its next request. Which requests changed an index is
 * told by their own writes (the tables each index's triggers watch, noted as
 * the request's queries are built): a write that touches none reads no
 * version at all.
 */

/**
 * A build's CPU work in steps of a few milliseconds (a generator yielding
 * between them): a rebuild runs one step per turn of the event loop
 * (`stepwise`), so the requests answered from the previous build meanwhile do
 * not queue behind it; tests and benches run it straight through (`inOneGo`).
 */
export type Steps<T> = Generator<void, T, void>;

export function inOneGo<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export async function stepwise<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTurn();
  }
}

/** What an index is labelled with: the version row's value it was built at. */
export interface Versioned {
  version: number;
}

export interface VersionedIndex<T extends Versioned> {
  /** Named in the log when a rebuild fails. */
  name: string;
  /** The tables whose writes bump the version (its triggers; test/versioned-caches.test.ts holds the two lists equal). */
  tables: readonly string[];
  /** The version as the database holds it now: one cheap read. */
  version(db: Db): Promise<number>;
  /** A build from one snapshot, labelled with the version read in it; `previous` is the build it replaces (to reuse what did not change). */
  build(db: Db, previous: T | undefined): Promise<T>;
}

export interface VersionedCache<T extends Versioned> {
  /** The build to answer from now: the last one made, a rebuild begun behind it when the version moved; only the first build is waited for. */
  current(): Promise<T>;
  /** The build as of the version now, waiting for a rebuild when this process's is behind (what a cache built over another's needs). */
  latest(): Promise<T>;
  /** Once something asked for a build, until it is as of the version now (what a write's answer waits for). */
  settle(): Promise<void>;
  /** Until the rebuild under way, if any, has ended (app close). */
  idle(): Promise<void>;
}

/** One index's cache over `db`; rebuilds that fail behind a build still served are logged and tried again at the next request. */
export function versionedCache<T extends Versioned>(
  db: Db,
  index: VersionedIndex<T>,
  log: FastifyBaseLogger,
): VersionedCache<T> {
  let built: T | undefined;
  // One build at a time: requests that see the version move while it runs join it.
  let building: Promise<T> | undefined;

  const rebuild = (): Promise<T> => {
    building ??= index.build(db, built).then(
      (next) => {
        building = undefined;
        if (!built || next.version >= built.version) built = next;
        return built;
      },
      (error: unknown) => {
        building = undefined;
        throw error;
      },
    );
    return building;
  };

  // A build under way may have read its snapshot before `version` was written: then one more.
  const until = async (version: number): Promise<T> => {
    while (!built || built.version < version) await rebuild();
    return built;
  };

  return {
    async current() {
      const version = await index.version(db);
      if (!built) return until(version);
      if (built.version >= version) return built;
      if (!building)
        rebuild().catch((error: unknown) =>
          log.error(
            { err: error, index: index.name },
            'rebuilding an index failed; the previous build is still served',
          ),
        );
      return built;
    },
    async latest() {
      return until(await index.version(db));
    },
    async settle() {
      if (built || building) await until(await index.version(db));
    },
    async idle() {
      await building?.catch(() => undefined);
    },
  };
}

export interface VersionedCaches {
  /** A cache for this index, caught up after every write this app answers that touched one of its tables. */
  add<T extends Versioned>(index: VersionedIndex<T>): VersionedCache<T>;
  /**
   * The database as a request's services get it (route.ts): for a write (any method but GET, HEAD, OPTIONS), one
   * noting the indexes whose tables its queries write to, whose rebuilds its answer then waits for.
   */
  db(req: FastifyRequest): Db;
  /** Every cache with a build caught up with the database: after a write made outside a request (a test's fixture, a script). */
  settle(): Promise<void>;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The tables an insert, update, delete or merge (or one in its WITH) writes to, by name. */
function writtenTables(node: OperationNode, out: string[] = []): string[] {
  const n = node as unknown as Record<string, OperationNode | readonly OperationNode[] | undefined>;
  const at = (key: string) => {
    const child = n[key];
    if (Array.isArray(child)) for (const c of child as OperationNode[]) writtenTables(c, out);
    else if (child) writtenTables(child as OperationNode, out);
  };
  switch (node.kind) {
    case 'TableNode':
      out.push((node as unknown as { table: { identifier: { name: string } } }).table.identifier.name);
      break;
    case 'AliasNode':
      at('node');
      break;
    case 'ListNode':
      at('items');
      break;
    case 'FromNode':
      at('froms');
      break;
    case 'WithNode':
      at('expressions');
      break;
    case 'CommonTableExpressionNode':
      at('expression');
      break;
    case 'InsertQueryNode':
    case 'MergeQueryNode':
      at('into');
      at('with');
      break;
    case 'UpdateQueryNode':
      at('table');
      at('with');
      break;
    case 'DeleteQueryNode':
      at('from');
      at('with');
      break;
    case 'SelectQueryNode':
      at('with');
      break;
  }
  return out;
}

/** A Kysely plugin calling `wrote` with each table a query writes to, as the query is built (before it runs). */
const writesNoted = (wrote: (table: string) => void): KyselyPlugin => ({
  transformQuery({ node }) {
    for (const table of writtenTables(node as RootOperationNode)) wrote(table);
    return node;
  },
  transformResult: async ({ result }) => result,
});

/** The registry the indexes' plugins add their caches to: `app.versionedCaches.add(index)`. */
export default fp(
  async (app) => {
    const caches: VersionedCache<Versioned>[] = [];
    const byTable = new Map<string, VersionedCache<Versioned>[]>();
    // Read your own writes: a request whose queries wrote to an index's tables answers once the index is rebuilt
    // here, so the next check sees the change. Noted per write, not by method: a check sent by POST never waits.
    const touched = new WeakMap<FastifyRequest, Set<VersionedCache<Versioned>>>();
    app.decorate('versionedCaches', {
      add<T extends Versioned>(index: VersionedIndex<T>) {
        const cache = versionedCache(app.db, index, app.log);
        caches.push(cache);
        for (const table of index.tables) byTable.set(table, [...(byTable.get(table) ?? []), cache]);
        return cache;
      },
      db(req: FastifyRequest) {
        if (READS.has(req.method) || !caches.length) return app.db;
        const mine = new Set<VersionedCache<Versioned>>();
        touched.set(req, mine);
        return app.db.withPlugin(
          writesNoted((table) => {
            for (const cache of byTable.get(table) ?? []) mine.add(cache);
          }),
        );
      },
      async settle() {
        await Promise.all(caches.map((c) => c.settle()));
      },
    });
    app.addHook('onSend', async (req, _reply, payload) => {
      const mine = touched.get(req);
      if (!mine?.size) return payload;
      try {
        await Promise.all([...mine].map((c) => c.settle()));
      } catch (error) {
        // The write is committed whatever the rebuild does: its answer stands, and the next request tries the rebuild again.
        req.log.error({ err: error }, 'rebuilding an index after a write failed');
      }
      return payload;
    });
    app.addHook('onClose', async () => {
      await Promise.all(caches.map((c) => c.idle()));
    });
  },
  { name: 'versioned-caches', dependencies: ['database'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    versionedCaches: VersionedCaches;
  }
}
