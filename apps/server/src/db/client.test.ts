import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, openDatabase } from './client.ts';

// The PGlite folder lock: a live holder refuses a second server; a holder killed by kill -9
// leaves a stale lock that must not block the restart.
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited (and was reaped), so it is surely not alive. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('acquireDirectoryLock', () => {
  it('writes our pid and removes the lock on release', () => {
    const dir = tempDir();
    const release = acquireDirectoryLock(dir);
    expect(fs.readFileSync(path.join(dir, 'verity.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'verity.lock'))).toBe(false);
  });

  it('refuses a folder whose lock holds a live process, naming it, and leaves that lock alone', () => {
    const dir = tempDir();
    const live = process.ppid; // our parent is running
    fs.writeFileSync(path.join(dir, 'verity.lock'), String(live));
    expect(() => acquireDirectoryLock(dir)).toThrow(new RegExp(`in use by another Verity process \\(pid ${live}\\)`));
    expect(fs.readFileSync(path.join(dir, 'verity.lock'), 'utf8')).toBe(String(live));
  });

  it('takes over a stale lock left by a killed process', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'verity.lock'), String(deadPid()));
    const release = acquireDirectoryLock(dir);
    expect(fs.readFileSync(path.join(dir, 'verity.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an empty or garbled lock file (a crash while writing it)', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'verity.lock'), '');
    acquireDirectoryLock(dir)();
    fs.writeFileSync(path.join(dir, 'verity.lock'), 'not a pid');
    acquireDirectoryLock(dir)();
  });
});

describe('a database started from an archive', () => {
  // One archive for both cases: making it costs a new cluster and a dump.
  let archiveDir: string;
  let file: string;
  beforeAll(async () => {
    archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-archive-'));
    file = path.join(archiveDir, 'archive.tar');
    const original = await openDatabase({ dataDir: ':memory:' });
    try {
      await original.query('create table kept (note text)');
      await original.query(`insert into kept values ('from the archive')`);
      await original.dumpTo!(file);
    } finally {
      await original.close();
    }
  }, 120_000);
  afterAll(() => {
    fs.rmSync(archiveDir, { recursive: true, force: true });
  });

  it('in memory holds what the archived one held, and its own writes stay its own', async () => {
    const first = await openDatabase({ dataDir: ':memory:', startFrom: file });
    try {
      expect(await first.query('select note from kept')).toEqual([{ note: 'from the archive' }]);
      await first.query(`insert into kept values ('only in the first copy')`);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir: ':memory:', startFrom: file });
    try {
      expect(await second.query('select note from kept')).toEqual([{ note: 'from the archive' }]);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('a new folder starts from the archive; a folder that holds a database is opened as it is', async () => {
    const folder = tempDir();
    const copy = await openDatabase({ dataDir: folder, startFrom: file });
    try {
      expect(await copy.query('select note from kept')).toEqual([{ note: 'from the archive' }]);
      await copy.query(`insert into kept values ('written in the folder')`);
    } finally {
      await copy.close();
    }
    expect(fs.existsSync(path.join(folder, 'PG_VERSION'))).toBe(true);
    // Opened again with the archive: the folder's own database, its write kept, not a new copy.
    const again = await openDatabase({ dataDir: folder, startFrom: file });
    try {
      expect(await again.query('select note from kept order by note')).toEqual([{ note: 'from the archive' }, { note: 'written in the folder' }]);
    } finally {
      await again.close();
    }
  }, 120_000);
});
