import { describe, expect, it } from 'vitest';
import { isForVisitor, siteConfig } from './site-config';

const footerLabels = (isLoggedIn: boolean) =>
  siteConfig.footerColumns.flatMap((c) => c.links.filter((l) => isForVisitor(l, isLoggedIn)).map((l) => l.label));

describe('footer links for who is looking', () => {
  it('offers a logged-out visitor to log in or create an account', () => {
    expect(footerLabels(false)).toEqual(expect.arrayContaining(['Log in', 'Create an account']));
    expect(footerLabels(false)).not.toContain('Account settings');
  });

  it('never offers a logged-in investor to log in or create an account', () => {
    expect(footerLabels(true)).not.toContain('Log in');
    expect(footerLabels(true)).not.toContain('Create an account');
    expect(footerLabels(true)).toEqual(expect.arrayContaining(['Investment summary', 'Account settings']));
  });
});
