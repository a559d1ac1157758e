import { describe, expect, it } from 'vitest';
import { PILOT } from '@verity/contracts/leads';
import { PILOT_OFFER } from './pilot-offer';

describe('pilot offer', () => {
  it('matches the contracts constant', () => {
    expect(PILOT_OFFER).toEqual(PILOT);
  });
});
