import { PROPOSAL_KINDS } from '@escouade/contract/projects';
import { describe, expect, it } from 'vitest';
import { POD_CONFIGURATION_COUNT } from '../src/lib/interface-constants';

describe('the figures the marketing pages claim', () => {
  it('promise as many team proposals as a brief gets', () => {
    // Not imported from the contract's projects module: that would bring zod into the home page.
    expect(POD_CONFIGURATION_COUNT).toBe(PROPOSAL_KINDS.length);
  });
});
