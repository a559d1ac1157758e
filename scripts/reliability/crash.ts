// Crash safety: under a steady write load, kill -9 the real server, start it again on the same
// data, and check that every acknowledged write is there and the database opens cleanly.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { paths } from './client.ts';
import { checkRows, emptyAcked, type Acked, type RowCheck, type Target } from './rows.ts';
import { startServer, type ServerProcess } from './server-process.ts';

export interface CrashOutcome {
  engine: string;
  checks: RowCheck[];
  failures: string[];
  /** Writes acknowledged before the kill, and the attempts cut off by it. */
  acknowledged: number;
  cutOff: number;
}

const WRITERS = 6;
/** Kill once this many writes were acknowledged, while the writers keep going. */
const KILL_AFTER = 40;

async function writeLoop(server: ServerProcess, writer: number, acked: Acked, stop: { now: boolean }, cut: { n: number }) {
  let cycle = 0;
  while (!stop.now) {
    cycle += 1;
    const email = `crash-${writer}-${cycle}-${randomUUID().slice(0, 8)}@example.test`;
    const signUp = await paths.signUp(server.url, email);
    if (!signUp.ok || !signUp.body?.access_token) {
      cut.n += 1;
      return;
    }
    acked.users.push(signUp.body.user.id);
    const token = signUp.body.access_token as string;
    for (let i = 0; i < 2 && !stop.now; i++) {
      const analysis = await paths.analyse(server.url, token, writer * 1000 + cycle * 10 + i);
      if (!analysis.ok) return void (cut.n += 1);
      acked.analyses.push(analysis.body!.data.insightId);
      const lead = await paths.lead(server.url, email, randomUUID());
      if (!lead.ok) return void (cut.n += 1);
      acked.leads.push(lead.body!.data.id);
      const verify = await paths.verify(server.url, token);
      if (!verify.ok) return void (cut.n += 1);
      acked.verifications.push(verify.body!.data.id);
    }
  }
}

const ackedCount = (a: Acked) => a.users.length + a.analyses.length + a.leads.length + a.verifications.length;

export async function crashTest(engine: 'pglite' | 'postgresql', env: Record<string, string>, target: Target): Promise<CrashOutcome> {
  const failures: string[] = [];
  const acked = emptyAcked();
  const cut = { n: 0 };
  const stop = { now: false };

  const first = await startServer(env);
  const writers = Array.from({ length: WRITERS }, (_, w) => writeLoop(first, w, acked, stop, cut));
  const deadline = Date.now() + 120_000;
  while (ackedCount(acked) < KILL_AFTER) {
    if (cut.n > 0 || Date.now() > deadline) {
      await first.kill9();
      throw new Error(`writes failed or stalled before the kill (${ackedCount(acked)} acknowledged):\n${first.tail()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await first.kill9();
  stop.now = true;
  await Promise.all(writers);
  const acknowledged = ackedCount(acked);

  if ('dataDir' in target) {
    // The dead process's lock file is still there; the restart must take it over.
    const lockPath = path.join(target.dataDir, 'verity.lock');
    const holder = fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8').trim() : null;
    if (holder !== String(first.pid)) failures.push(`expected a stale lock holding pid ${first.pid}, found ${holder}`);
  }

  const second = await startServer(env).catch((err: Error) => {
    failures.push(`restart on the same data failed: ${err.message}`);
    return null;
  });
  if (second) {
    // The restarted server takes new writes.
    const after = await paths.lead(second.url, 'after-restart@example.test', randomUUID());
    if (!after.ok) failures.push(`a write after the restart failed: ${after.status}`);
    else acked.leads.push(after.body!.data.id);
    const code = await second.stop();
    if (code !== 0) failures.push(`graceful stop after the restart exited ${code}:\n${second.tail()}`);
  }

  const checks = await checkRows(target, acked).catch((err: Error) => {
    failures.push(`${engine}: the database did not open cleanly after the crash: ${err.message}`);
    return [] as RowCheck[];
  });
  for (const c of checks) if (c.found !== c.acked) failures.push(`${engine}: ${c.acked - c.found} acknowledged ${c.kind} lost`);
  return { engine, checks, failures, acknowledged, cutOff: cut.n };
}
