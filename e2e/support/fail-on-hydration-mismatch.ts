// Every browser test fails when a page it opened drew a screen that differed from the server's HTML (session.ts
// watchHydration): React then draws the page afresh, which the visitor sees as a flash, and it is a defect.
import { afterEach, expect } from 'vitest';
import { takeHydrationMismatches } from './session';

afterEach(() => {
  expect(takeHydrationMismatches(), 'hydration mismatches in this test').toEqual([]);
});
