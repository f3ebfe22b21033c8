// Captures the exact SQL (text and parameters) a request sends, and replays it. Both drivers send
// every statement through `db.$client.query` (apps/api/test/statements.ts): node-postgres's Pool as
// (text, values), ({ text, values, … }) or, as drizzle calls it, ({ text, name, types, … }, values);
// PGlite as (text, params, options).

/** Runs `fn` and resolves to the statements sent meanwhile, in order, as { text, values }. */
export async function captureStatements(db, fn) {
  const client = db.$client;
  const original = client.query;
  const statements = [];
  client.query = function (...args) {
    const [first, second] = args;
    // drizzle passes the values beside the config object, not inside it: missing them, the replay
    // sent statements without their parameters and answered 500 (found 2026-11-27, decision 0036).
    statements.push(typeof first === 'string' ? { text: first, values: second ?? [] } : { text: first.text, values: first.values ?? second ?? [] });
    return original.apply(this, args);
  };
  try {
    await fn();
    return statements;
  } finally {
    client.query = original;
  }
}

/** Sends `statements` one after the other on `db`'s client; resolves to the last one's rows. */
export async function replay(db, statements) {
  let last = null;
  for (const s of statements) last = await db.$client.query(s.text, s.values);
  return last?.rows ?? [];
}
