import pg from 'pg';

/**
 * Who is connected to a test's database, asked of the server from its maintenance database. Imports
 * nothing of the backend, so global set-up (which runs outside jest's module mapping) can use it too.
 */

export const databaseNameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function query<Row extends pg.QueryResultRow>(serverUrl: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** One line per connection still open to the database: the program that opened it and what it last ran. */
async function connectionsTo(serverUrl: string, name: string): Promise<string[]> {
  const rows = await query<{ application_name: string; state: string | null; query: string }>(
    serverUrl,
    'select application_name, state, query from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows.map((row) => `${row.application_name || 'unnamed client'} (${row.state ?? 'starting'}: ${row.query.slice(0, 80)})`);
}

/**
 * The connections still open to the database once `timeoutMs` has passed (none, as soon as the
 * last has gone). A server process notices a closed client a moment after the client is done.
 */
export async function connectionsLeft(serverUrl: string, name: string, timeoutMs = 5_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let left = await connectionsTo(serverUrl, name);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = await connectionsTo(serverUrl, name);
  }
  return left;
}

/**
 * Closes the database to new connections and waits for the last one to go: PostgreSQL copies a
 * template only while nobody is connected to it, and a stray connection would fail every copy.
 */
export async function closeForCloning(serverUrl: string, url: string): Promise<void> {
  const name = databaseNameOf(url);
  await query(serverUrl, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  const left = await connectionsLeft(serverUrl, name);
  if (left.length > 0) throw new Error(`the template ${name} still has connections open: ${left.join('; ')}`);
}

/**
 * Drops the database. `force` ends any connection still open to it, for when no process that could
 * hold one is left (a connection ended under a live client throws in that client's process);
 * without it, a connection open makes the drop fail.
 */
export async function dropDatabase(serverUrl: string, name: string, { force = true } = {}): Promise<void> {
  await query(serverUrl, `DROP DATABASE IF EXISTS "${name}"${force ? ' WITH (FORCE)' : ''}`);
}

/** Drops every database whose name starts with `prefix` (what a run's test files left behind). */
export async function dropDatabasesNamed(serverUrl: string, prefix: string): Promise<void> {
  const rows = await query<{ datname: string }>(serverUrl, "select datname from pg_database where starts_with(datname, $1)", [prefix]);
  for (const { datname } of rows) await dropDatabase(serverUrl, datname);
}
