import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

describe('what the catalog does not have, named as the claim names it', () => {
  it('"wind" of Iowa\'s electricity is not broken out of Renewables (was: "only Nuclear Energy was found", or the weather\'s wind speed)', () => {
    for (const claim of ['Wind generated more electricity than nuclear in Iowa in 2010', 'Wind overtook nuclear in Iowa in 2010']) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.reason?.message, claim).toBe('Wind: wind is not broken out of Renewables.');
    }
    expect(v('Coal produced more electricity than nuclear in Iowa in 2010').reason?.message).toBe('Coal: coal is not broken out of Fossil Fuels.');
    // the weather's wind speed is still what a claim about wind speed meets
    expect(v('Wind speeds in Seattle were above 3 in 2014').reason?.message).toMatch(/^Wind: wind speeds are not verified/);
  });

  it('the world as a whole (was: "That place: …")', () => {
    for (const claim of ["The world's population doubled between 1960 and 2000", 'World population was above 6 billion in 2000', 'Global population passed 6 billion in 2000']) {
      const r = v(claim);
      expect(r.reason?.code, claim).toBe('entity_not_in_catalog');
      expect(r.reason?.message, claim).toMatch(/^The world as a whole: /);
    }
  });
});
