import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { connectWithoutDelay } from './postgres-socket.js';
import { QueryActivity } from './query-activity.js';
import { beginOnReservedConnection } from './reserved-transaction.js';

/**
 * The one database type the repositories see, whichever driver is behind it. Without the schema's relational query
 * API (`db.query`, which nothing uses): given the schema, every transaction built a query builder for each of its
 * tables (about 1% of the server's CPU under the PAS bench, in a profile).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; repositories accept either. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** The pool's size and the statements in flight (/metrics); each statement traced when tracing is on. */
  readonly activity: QueryActivity;
  /** Applies the committed migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Runs `work` while holding a cluster-wide lock, so only one instance seeds at a time. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Calls `onNotification` with the payload of every NOTIFY on `channel` committed from now on, by any connection,
   * in commit order. `onReconnect` runs when the listening connection was lost and is back: notifications
   * committed in between were missed. Answers a function that stops listening.
   */
  listen(channel: string, onNotification: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A channel name as LISTEN takes it unquoted (both drivers pass it through). */
const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!channelPattern.test(channel)) throw new Error(`Invalid notification channel ${channel}`);
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const startupLockId = 7_420_001;

/**
 * `onQuery` (PostgreSQL only) is told the text and parameters of every statement the pool sends: the bench's plan
 * check (bench/query-plans.ts) collects the queries the portal runs with it. Nothing else sets it.
 */
export type QueryObserver = (text: string, parameters: readonly unknown[]) => void;

export type DatabaseOptions = { kind: 'postgres'; url: string; poolSize: number; onQuery?: QueryObserver } | { kind: 'pglite'; dataDir: string | undefined };

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize, options.onQuery) : openPglite(options.dataDir);
}

function openPglite(dataDir: string | undefined): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // No dataDir means an in-memory database (tests).
  const client = new PGlite(dataDir);
  // One connection: PGlite runs one statement at a time.
  const activity = new QueryActivity(1);
  const db = drizzlePglite(watchedPglite(client, activity)) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    activity,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process owns a PGlite directory, so there is no one to race.
    withStartupLock: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    // In process: a notification is delivered when the query that committed it returns; the connection cannot drop.
    listen: async (channel, onNotification) => {
      checkChannel(channel);
      const unlisten = await client.listen(channel, onNotification);
      // A closed database listens to nothing any more (an app closed after its database).
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/**
 * The PGlite instance the query builder uses, each statement watched by `activity`; a transaction hands the builder its
 * own handle, which is watched the same way.
 */
function watchedPglite<Client extends Pick<PGlite, 'query' | 'exec'>>(client: Client, activity: QueryActivity): Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) => activity.watch(query, target.query(query, params, options));
      }
      if (property === 'exec') return (query: string, options?: QueryOptions) => activity.watch(query, target.exec(query, options));
      if (property === 'transaction') {
        const open = Reflect.get(target, property, receiver) as (work: (inner: Client) => unknown) => unknown;
        return (work: (inner: Client) => unknown) => open.call(target, (inner: Client) => work(watchedPglite(inner, activity)));
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The postgres.js client under each pooled database, for the reads that keep their statements (selectRows). */
const postgresClients = new WeakMap<object, { client: postgres.Sql; activity: QueryActivity }>();
const dialect = new PgDialect();

/**
 * The client the query builder uses, with every statement prepared: drizzle sends its queries unnamed (parsed and
 * planned on every call) unless each is given a name; postgres.js keeps one prepared statement per query text and
 * connection, so the database plans a query once per connection instead of on every request. Transactions and
 * savepoints hand the builder their own connection, which is wrapped the same way.
 */
function withPreparedStatements<Client extends postgres.Sql | postgres.TransactionSql>(client: Client, activity: QueryActivity): Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
          activity.watch(query, target.unsafe(query, params, { ...options, prepare: true }));
      }
      if (property === 'begin' || property === 'savepoint') {
        // A transaction's statements are prepared too; BEGIN goes on a connection reserved first (reserved-transaction.ts).
        const open =
          property === 'begin'
            ? (...args: unknown[]) => {
                const [mode, work] = args.length > 1 ? args : ['', args[0]];
                return beginOnReservedConnection(target as postgres.Sql, work as (transaction: postgres.TransactionSql) => unknown, mode as string);
              }
            : (Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown);
        return (...args: unknown[]) =>
          open.apply(
            target,
            args.map((arg) =>
              typeof arg === 'function'
                ? (inner: postgres.TransactionSql) => (arg as (inner: postgres.TransactionSql) => unknown)(withPreparedStatements(inner, activity))
                : arg,
            ),
          );
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function openPostgres(url: string, poolSize: number, onQuery: QueryObserver | undefined): DatabaseHandle {
  // `socket`: postgres.js's documented custom socket (its types leave it out), here one without Nagle's delay.
  const options = {
    max: poolSize,
    onnotice: () => undefined,
    socket: connectWithoutDelay,
    ...(onQuery ? { debug: (_connection: number, query: string, parameters: unknown[]) => onQuery(query, parameters) } : {}),
  };
  const client = postgres(url, options);
  const activity = new QueryActivity(poolSize);
  const db = drizzlePostgres(withPreparedStatements(client, activity)) as unknown as Database;
  postgresClients.set(db, { client, activity });
  let isClosed = false;
  const withStartupLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const lockConnection = await client.reserve();
    try {
      await lockConnection`select pg_advisory_lock(${startupLockId})`;
      return await work();
    } finally {
      await lockConnection`select pg_advisory_unlock(${startupLockId})`;
      lockConnection.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    activity,
    migrate: () => withStartupLock(() => migratePostgres(drizzlePostgres(client), { migrationsFolder })),
    withStartupLock,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // postgres.js listens on one dedicated connection per client and listens again after it reconnects, calling
    // `onlisten` each time: every call after the first is a reconnection.
    listen: async (channel, onNotification, onReconnect) => {
      checkChannel(channel);
      let hasListened = false;
      const subscription = await client.listen(channel, onNotification, () => {
        if (hasListened) onReconnect();
        hasListened = true;
      });
      // A closed database listens to nothing any more (an app closed after its database).
      return async () => {
        if (!isClosed) await subscription.unlisten();
      };
    },
    close: () => {
      isClosed = true;
      return client.end({ timeout: 5 });
    },
  };
}

/** The postgres.js client under a pooled PostgreSQL database (none for PGlite): for what the query builder cannot say, such as COPY. */
export const postgresClientOf = (db: Database): postgres.Sql | undefined => postgresClients.get(db)?.client;

/**
 * The rows of a raw SQL query: PGlite answers `db.execute` with `{ rows }`, postgres.js with the rows themselves. On a
 * pooled PostgreSQL (not inside a transaction) the statement is prepared once per connection, so a hot read such as
 * the review queue's page is not planned again on every call (drizzle's `execute` never prepares).
 */
export async function selectRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const pooled = postgresClients.get(executor);
  if (pooled) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await pooled.activity.watch(text, pooled.client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }))) as unknown as Row[];
  }
  const result = (await executor.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}
