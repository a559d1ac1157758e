/**
 * Lets the browser run input, rendering and network tasks before the next step of a long piece
 * of start-up work: each step is then its own task instead of one long one. `scheduler.yield`
 * resumes ahead of other queued work where the browser has it; a message task elsewhere (not a
 * timer, which a background tab clamps to a second).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
