// Thread entry of the embedded database (ADR 0019): PGlite runs PostgreSQL as WebAssembly on
// whichever thread calls it, so it lives here, and the server's event loop only posts
// statements and receives rows. Plain JavaScript: it needs nothing but PGlite.
// Messages in:  {id, op: 'query', sql, params, rowMode, rawTypes} | {id, op: 'exec', sql}
//               | {id, op: 'listen', channel} | {id, op: 'dump', file} | {id, op: 'close'}
// Messages out: {ready: true} | {ready: false, error} once; then {id, result} | {id, error},
//               and {notify: channel, payload} before the result of the statement that caused it.
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** An error as plain data: its message and PostgreSQL's fields (code, detail, constraint …). */
function plainError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields = { message: err.message, name: err.name };
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

const keepText = (value) => value;
/** Drizzle asks for some types (timestamps, dates, intervals) as PostgreSQL's text. */
function parsersFor(rawTypes) {
  if (!rawTypes || rawTypes.length === 0) return undefined;
  return Object.fromEntries(rawTypes.map((oid) => [oid, keepText]));
}

const { dataDir, startFrom } = workerData;
let db;
try {
  // pg_trgm backs the admin's email search (migration 0050); PostgreSQL ships it as contrib.
  const extensions = { pg_trgm };
  // A new database (in memory, or in a folder without one) may start from an archive of another
  // (see dump below) instead of a new cluster.
  const loadDataDir = startFrom ? new Blob([readFileSync(startFrom)]) : undefined;
  db = dataDir === ':memory:' ? new PGlite({ extensions, loadDataDir }) : new PGlite(dataDir, { extensions, loadDataDir });
  await db.waitReady;
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, error: plainError(err) });
  process.exit(1);
}

const result = (r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

parentPort.on('message', (message) => {
  const { id, op } = message;
  let work;
  switch (op) {
    case 'query':
      // Called at once, in arrival order: PGlite runs statements in the order they were asked.
      work = db.query(message.sql, message.params, { rowMode: message.rowMode, parsers: parsersFor(message.rawTypes) }).then(result);
      break;
    case 'exec':
      work = db.exec(message.sql).then((results) => results.map(result));
      break;
    case 'listen':
      work = db.listen(message.channel, (payload) => parentPort.postMessage({ notify: message.channel, payload })).then(() => null);
      break;
    case 'dump':
      // The whole data directory as an uncompressed tar archive, for `startFrom`.
      work = db
        .dumpDataDir('none')
        .then((archive) => archive.arrayBuffer())
        .then((bytes) => writeFileSync(message.file, Buffer.from(bytes)))
        .then(() => null);
      break;
    case 'close':
      work = db.close().then(() => null);
      break;
    default:
      work = Promise.reject(new Error(`unknown database operation ${op}`));
  }
  work.then(
    (value) => parentPort.postMessage({ id, result: value }),
    (err) => parentPort.postMessage({ id, error: plainError(err) }),
  );
});
