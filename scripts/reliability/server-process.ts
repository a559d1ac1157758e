import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');

/** A port the OS says is free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  pid: number;
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** The last lines the process wrote, for failure reports. */
  tail(): string;
  kill9(): Promise<void>;
  /** SIGTERM, then wait: a graceful shutdown must exit 0. */
  stop(): Promise<number | string>;
}

const running = new Set<ChildProcess>();
// Never leave a server behind, whatever happens to this script.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts the real server (`apps/server/src/main.ts`) and waits until /api/health says ok. */
export async function startServer(env: Record<string, string>, timeoutMs = 180_000): Promise<ServerProcess> {
  const port = await freePort();
  // The database is always chosen by the caller, never inherited (CI exports DATABASE_URL).
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const lines: string[] = [];
  // Logs (stdout) and crashes (stderr) both land in one short tail for failure reports.
  const keep = (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout!.setEncoding('utf8').on('data', keep);
  child.stderr!.setEncoding('utf8').on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    pid: child.pid!,
    url,
    child,
    exited,
    tail: () => lines.join('\n'),
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  let ended: number | string | null = null;
  void exited.then((code) => (ended = code));
  while (Date.now() < deadline) {
    if (ended !== null) throw new Error(`server exited (${ended}) before it was ready:\n${server.tail()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      const body = (await res.json()) as { ok?: boolean; db?: string };
      if (res.status === 200 && body.ok && body.db === 'up') return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await server.kill9();
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.tail()}`);
}
