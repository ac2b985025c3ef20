import { describe, expect, it } from 'vitest';
import { END_SCREENS, investorRelationsHref } from './end-screens';

describe('end screens (docs/spec.md §2, §8)', () => {
  it('thanks an IRA investor and offers the fund page', () => {
    expect(END_SCREENS.IRA_PROVIDER_CUSTOM_CONFIRM.paragraphs.join(' ')).toContain('investor relations team member');
    expect(END_SCREENS.IRA_PROVIDER_CUSTOM_CONFIRM.primary).toEqual({ label: 'Go to fund page', action: 'fundPage' });
  });

  it('tells a non-accredited investor who may invest, with Go to Fund', () => {
    expect(END_SCREENS.INVALID_INVESTOR_STATUS.paragraphs[0]).toBe(
      'All investors in this fund must be Accredited Investors or Qualified Purchasers.',
    );
    expect(END_SCREENS.INVALID_INVESTOR_STATUS.primary.label).toBe('Go to Fund');
  });

  it('sends Louisiana joint tenants back with a button to contact investor relations', () => {
    expect(END_SCREENS.INVALID_JTWROS_INVESTOR_STATUS.paragraphs.join(' ')).toMatch(/Louisiana.*cannot.*JTWROS/);
    expect(END_SCREENS.INVALID_JTWROS_INVESTOR_STATUS.primary.action).toBe('contactInvestorRelations');
  });

  it('writes to investor relations with a subject naming the fund', () => {
    expect(investorRelationsHref('ir@example.com', 'Venture Fund IV')).toBe(
      'mailto:ir@example.com?subject=Question%20about%20my%20investment%3A%20Venture%20Fund%20IV',
    );
  });
});
