import { describe, expect, it } from 'vitest';
import { fundSlugInPath } from './fund-slug-in-path';

describe('the fund of the current page (docs/spec.md §7 logout to the fund login)', () => {
  it.each([
    ['/fund/venture-fund-iv', 'venture-fund-iv'],
    ['/fund/venture-fund-iv/invest/ssn-tax-id/t1', 'venture-fund-iv'],
    ['/fund/login/venture-fund-iv', 'venture-fund-iv'],
    ['/fund/waitlist/Flagship-Fund-Full', 'flagship-fund-full'],
    ['/fund/login', null],
    ['/investment-summary', null],
    ['/', null],
  ])('reads %j as %j', (pathname, slug) => {
    expect(fundSlugInPath(pathname)).toBe(slug);
  });
});
