import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Reads kept as named prepared statements inside PGlite (docs/decisions/0045).
 *
 * PGlite's `query` sends every statement unnamed: PostgreSQL parses, analyses and plans it again on
 * each call. For the app's folded reads (one statement of joins and json aggregation) that is most
 * of the work: the public proposal took 2.5 ms of WebAssembly per call, of which 0.6 ms is running
 * it (bench/lib, measured in-process on the bench seed). Here a SELECT sent outside a transaction
 * is parsed once under a name and then only bound and executed: PostgreSQL's plan cache plans it
 * with the call's values for its first five runs and then keeps a generic plan if that is no
 * costlier, exactly as for a prepared statement on a PostgreSQL server.
 *
 * What the caller gets is what `query` gives (same rows, fields and parsers; same errors), so this
 * is invisible to drizzle. Kept per instance, at most LIMIT statements, least recently used first out,
 * and only from their second run: a kept statement's plan lives in PGlite's WebAssembly memory, which
 * never shrinks, and start-up (migrations, the demo seed) sends many reads once (idle memory, issue 13).
 */
const LIMIT = 8;
/** How many statements seen once are remembered (by text) before that memory starts over. */
const SEEN_ONCE_LIMIT = 512;

/** Only plain reads: a write's durability goes through PGlite's own path (and its fs sync). */
const CACHEABLE = /^\s*select\b/i;

/**
 * PostgreSQL's answers when a kept statement can no longer run as prepared: a table it reads
 * changed shape (0A000, "cached plan must not change result type") or the name is gone (26000).
 */
const STALE_CODES = new Set(['0A000', '26000']);

type Kept = { name: string; paramTypes: number[] };
type Parsers = NonNullable<QueryOptions['parsers']>;
/** PGlite's own parsers, as parseResults takes them. */
type InstanceParsers = PGlite['parsers'];

const serialize = protocol.serialize;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export class NamedStatements {
  #pg: PGlite;
  #kept = new Map<string, Kept>();
  #seenOnce = new Set<string>();
  #next = 1;
  /** The instance's parsers under each caller's own, per the caller's parsers object. */
  #overlays = new WeakMap<Parsers, InstanceParsers>();

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /** Whether `query` would keep this statement (tests; the worker asks before each read). */
  static accepts(sql: string, options?: QueryOptions): boolean {
    return CACHEABLE.test(sql) && !options?.blob && !options?.paramTypes;
  }

  get size(): number {
    return this.#kept.size;
  }

  /** The statement's result, as `pg.query(sql, params, options)` would give it. */
  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!this.#kept.has(sql) && !this.#seenOnce.delete(sql)) {
      if (this.#seenOnce.size >= SEEN_ONCE_LIMIT) this.#seenOnce.clear();
      this.#seenOnce.add(sql);
      return this.#pg.query<T>(sql, params, options);
    }
    try {
      // Both of PGlite's locks, as its own query takes them: no open transaction, no other statement.
      return await this.#pg._runExclusiveTransaction(() => this.#pg.runExclusive(() => this.#run<T>(sql, params, options)));
    } catch (err) {
      if (!STALE_CODES.has((err as { code?: string }).code ?? '')) throw err;
      await this.#forget(sql);
      return this.#pg.query<T>(sql, params, options);
    }
  }

  async #run<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const kept = await this.#prepare(sql);
    const pg = this.#pg;
    // The same serialisation PGlite's query applies, by the parameter types PostgreSQL inferred.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = kept.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pg.execProtocol(
      concat([serialize.bind({ statement: kept.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, this.#parsers(options?.parsers), options && { rowMode: options.rowMode })[0] as Results<T>;
  }

  /**
   * The parsers to read a result with: the caller's over the instance's. PGlite's parseResults
   * merges them itself by spreading both into a new object on every call, and the instance's hold
   * one entry per type including every array type (hundreds): that copy cost the detail read more
   * than the parsing (0.4 of 1.6 ms of the worker's time per request, measured in-process on the
   * bench seed). Here the caller's are laid over the instance's once per parsers object (the worker
   * keeps one per set of types), as a prototype chain, so types PGlite registers later still resolve.
   */
  #parsers(own: Parsers | undefined): InstanceParsers {
    if (!own) return this.#pg.parsers;
    let overlay = this.#overlays.get(own);
    if (!overlay) this.#overlays.set(own, (overlay = Object.assign(Object.create(this.#pg.parsers) as InstanceParsers, own)));
    return overlay;
  }

  async #prepare(sql: string): Promise<Kept> {
    const found = this.#kept.get(sql);
    if (found) {
      // Most recently used last: the Map's first entry is the one to drop when full.
      this.#kept.delete(sql);
      this.#kept.set(sql, found);
      return found;
    }
    if (this.#kept.size >= LIMIT) await this.#close(this.#kept.keys().next().value!);
    const name = `trato_read_${this.#next++}`;
    const { messages } = await this.#pg.execProtocol(concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    const description = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const kept = { name, paramTypes: description?.dataTypeIDs ?? [] };
    this.#kept.set(sql, kept);
    return kept;
  }

  /** Deallocates a kept statement (inside the query lock). */
  async #close(sql: string): Promise<void> {
    const kept = this.#kept.get(sql);
    this.#kept.delete(sql);
    if (kept) await this.#pg.execProtocol(concat([serialize.close({ type: 'S', name: kept.name }), serialize.sync()]), { syncToFs: false });
  }

  async #forget(sql: string): Promise<void> {
    await this.#pg._runExclusiveTransaction(() => this.#pg.runExclusive(() => this.#close(sql)));
  }
}
