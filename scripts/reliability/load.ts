// Load: concurrent simulated users through the main paths for a fixed time, then every
// acknowledged write is counted in the database.
import { randomUUID } from 'node:crypto';
import { paths, percentile, Recorder } from './client.ts';
import { checkRows, emptyAcked, type Acked, type RowCheck, type Target } from './rows.ts';
import { startServer, type ServerProcess } from './server-process.ts';

/** The free plan's monthly analyses: a user stops analysing there instead of meeting a 402. */
const ANALYSES_PER_USER = 10;

export interface PathFigure {
  path: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface LoadOutcome {
  users: number;
  /** How long all users took to sign up and in, then the timed window of the other paths. */
  arrivalSeconds: number;
  seconds: number;
  figures: PathFigure[];
  checks: RowCheck[];
  errors: number;
  errorSamples: string[];
  failures: string[];
}

interface Session {
  n: number;
  email: string;
  token: string;
}

/** Every user signs up, then signs in with the password (the session it uses afterwards). */
async function arrive(server: ServerProcess, n: number, rec: Recorder, acked: Acked): Promise<Session | null> {
  const email = `load-${n}-${randomUUID().slice(0, 8)}@example.test`;
  const up = rec.record('sign up', await paths.signUp(server.url, email));
  if (!up.ok) return null;
  acked.users.push(up.body!.user.id);
  const signIn = rec.record('sign in', await paths.signIn(server.url, email));
  if (!signIn.ok) return null;
  return { n, email, token: signIn.body!.access_token as string };
}

/** Then, until the time is up: analyse (up to the plan's limit), list, verify, submit a lead. */
async function work(server: ServerProcess, user: Session, until: number, rec: Recorder, acked: Acked) {
  let analyses = 0;
  let round = 0;
  while (Date.now() < until) {
    round += 1;
    if (analyses < ANALYSES_PER_USER) {
      const a = rec.record('run an analysis', await paths.analyse(server.url, user.token, user.n * 100 + round));
      if (a.ok) {
        analyses += 1;
        acked.analyses.push(a.body!.data.insightId);
      }
    }
    rec.record('list analyses', await paths.list(server.url, user.token));
    const v = rec.record('verify a claim', await paths.verify(server.url, user.token));
    if (v.ok) acked.verifications.push(v.body!.data.id);
    const lead = rec.record('submit a lead', await paths.lead(server.url, user.email, randomUUID()));
    if (lead.ok) acked.leads.push(lead.body!.data.id);
  }
}

export async function loadTest(env: Record<string, string>, target: Target, users: number, seconds: number): Promise<LoadOutcome> {
  const failures: string[] = [];
  const server = await startServer(env);
  const rec = new Recorder();
  const acked = emptyAcked();
  // Sign-ups hash passwords (argon2id) and would crowd out the other paths: they come first,
  // all users at once, and the timed window of the other paths starts when they are in.
  const arrivalStarted = Date.now();
  const sessions = await Promise.all(Array.from({ length: users }, (_, n) => arrive(server, n, rec, acked)));
  const arrivalSeconds = (Date.now() - arrivalStarted) / 1000;
  const started = Date.now();
  const until = started + seconds * 1000;
  await Promise.all(sessions.filter((u) => u !== null).map((u) => work(server, u, until, rec, acked)));
  const elapsed = (Date.now() - started) / 1000;
  const code = await server.stop();
  if (code !== 0) failures.push(`graceful stop after the load exited ${code}:\n${server.tail()}`);

  const figures: PathFigure[] = [...rec.ms.entries()].map(([path, ms]) => ({
    path,
    requests: ms.length,
    errors: rec.errors.get(path) ?? 0,
    perSecond: ms.length / (path.startsWith('sign') ? arrivalSeconds : elapsed),
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
  }));
  const checks = await checkRows(target, acked);
  for (const c of checks) {
    if (c.found !== c.acked) failures.push(`${c.acked - c.found} acknowledged ${c.kind} lost under load`);
    // A fresh database: any row beyond the acknowledged ones is a write stored twice or unanswered.
    else if (c.total !== c.acked) failures.push(`${c.kind}: ${c.total} rows for ${c.acked} acknowledged writes`);
  }
  if (rec.totalErrors() > 0) failures.push(`${rec.totalErrors()} failed requests under load; the server's last lines:\n${server.tail()}`);
  return { users, arrivalSeconds, seconds: elapsed, figures, checks, errors: rec.totalErrors(), errorSamples: rec.samples, failures };
}
