import type { DemoRequest, PilotRequest } from '@verity/contracts/leads';
import { type SubmitOutcome, submitWithOutbox } from '@/lib/outbox';

/** POST /api/demo/request through the outbox: stored, safely queued, or rejected with a toast. */
export function requestDemo(payload: DemoRequest): Promise<SubmitOutcome> {
  return submitWithOutbox('/demo/request', payload);
}

/** POST /api/pilot/start through the outbox. */
export function startPilot(payload: PilotRequest): Promise<SubmitOutcome> {
  return submitWithOutbox('/pilot/start', payload);
}
