/**
 * CPU time of the calling thread, so a job's cost excludes other threads'
 * work. process.cpuUsage() is process-wide: with two analyses in two worker
 * threads it would charge each with part of the other. On Linux the kernel
 * keeps a per-thread figure in /proc/thread-self/schedstat (first field:
 * nanoseconds on CPU); elsewhere we fall back to the process figure and say so.
 */
import { readFileSync } from 'node:fs';

export type CpuClockSource = 'thread' | 'process';

export interface CpuClock {
  source: CpuClockSource;
  /** CPU time so far, in milliseconds */
  now(): number;
}

const nap = new Int32Array(new SharedArrayBuffer(4));

/**
 * The kernel folds a running thread's time into schedstat only when it is
 * descheduled or at a tick, so a direct read can lag by milliseconds (tiny jobs
 * read as 0 ms). A 20 µs futex sleep first makes the figure current.
 */
function readSchedstatMs(): number {
  Atomics.wait(nap, 0, 0, 0.02);
  const text = readFileSync('/proc/thread-self/schedstat', 'latin1');
  const ns = Number(text.slice(0, text.indexOf(' ')));
  if (!Number.isFinite(ns)) throw new Error('unreadable schedstat');
  return ns / 1e6;
}

const processClock: CpuClock = {
  source: 'process',
  now() {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  },
};

const threadClock: CpuClock = { source: 'thread', now: readSchedstatMs };

let chosen: CpuClock | undefined;

/** The thread clock when `probe` (a schedstat read) works, else the process clock. */
export function pickClock(probe: () => number = readSchedstatMs): CpuClock {
  try {
    probe();
    return threadClock;
  } catch {
    return processClock;
  }
}

/** The thread clock where the platform has one, else the process clock (chosen once). */
export function cpuClock(): CpuClock {
  chosen ??= pickClock();
  return chosen;
}
