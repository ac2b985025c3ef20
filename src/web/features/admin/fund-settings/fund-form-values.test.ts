import { describe, expect, it } from 'vitest';
import { FUND_MESSAGES } from '../../../../shared/schemas/admin/fund-messages';
import {
  AMOUNT_MESSAGE,
  emptyFundForm,
  type FundFormValues,
  formFieldOf,
  PRICE_MESSAGE,
  previewFundState,
  toFundForm,
  toFundInput,
  validateFundForm,
} from './fund-form-values';

const filled = (over: Partial<FundFormValues> = {}): FundFormValues => ({
  ...emptyFundForm(),
  slug: 'venture-fund-v',
  code: 'VF5',
  name: 'Venture Fund V',
  legalName: 'Venture Fund V, L.P.',
  minimumInvestment: '25,000',
  maximumInvestment: '$2,000,000.00',
  startDatetime: '2026-01-05T09:00',
  endDatetime: '2026-06-30T17:00',
  closeDatetime: '2026-12-31T17:00',
  ...over,
});

describe('the fund form', () => {
  it('sends dollars as cents and Eastern date-times as fund dates', () => {
    const { fund, portalSettings } = toFundInput(filled());
    expect(fund).toMatchObject({ minimumInvestmentAmount: 2_500_000, maximumInvestmentAmount: 200_000_000 });
    expect(portalSettings).toMatchObject({ startDatetime: '01/05/2026 09:00 am', endDatetime: '06/30/2026 05:00 pm' });
    // The fund's close is the portal's: one date for one moment.
    expect(fund.closeDate).toBe('12/31/2026 05:00 pm');
    expect(fund.reservationStartDate).toBeNull();
  });

  it('shows a saved fund as it was entered', () => {
    const input = toFundInput(filled({ carryType: 'Deal Carry' }));
    const form = toFundForm({ ...input, fund: { ...input.fund, integrationId: 'x' } } as never);
    expect(form).toMatchObject({
      minimumInvestment: '25000.00',
      startDatetime: '2026-01-05T09:00',
      carryType: 'Deal Carry',
    });
  });

  it('accepts a complete fund', () => {
    expect(validateFundForm(filled())).toEqual({});
  });

  it.each<[string, Partial<FundFormValues>, string, string]>([
    ['no name', { name: '' }, 'name', FUND_MESSAGES.name],
    ['no minimum', { minimumInvestment: '' }, 'minimumInvestment', FUND_MESSAGES.minimumInvestmentAmount],
    ['words for a minimum', { minimumInvestment: 'lots' }, 'minimumInvestment', AMOUNT_MESSAGE],
    [
      'a maximum below the minimum',
      { maximumInvestment: '10' },
      'maximumInvestment',
      FUND_MESSAGES.maximumInvestmentAmount,
    ],
    ['words for a price', { pricePerShare: 'ten' }, 'pricePerShare', PRICE_MESSAGE],
    ['an end before the start', { endDatetime: '2025-01-01T09:00' }, 'endDatetime', FUND_MESSAGES.endAfterStart],
    [
      'a syndication without assets',
      { type: 'syndication' },
      'syndicationAssetType',
      FUND_MESSAGES.syndicationAssetType,
    ],
    ['words for a carry', { carryPercentage: 'twenty' }, 'carryPercentage', FUND_MESSAGES.carryPercentage],
    ['a term of 7.5 years', { termYears: '7.5' }, 'termYears', FUND_MESSAGES.termYears],
    ['words for a target', { targetAmount: 'big' }, 'targetAmount', AMOUNT_MESSAGE],
    ['progress without a target', { isProgressShown: true }, 'isProgressShown', FUND_MESSAGES.progressNeedsTarget],
  ])('shows the message for %s next to its field', (_name, over, field, message) => {
    expect(validateFundForm(filled(over))[field]).toBe(message);
  });

  it('sends key terms as numbers, a percent sign allowed, and the target in cents', () => {
    const { fund } = toFundInput(
      filled({ carryPercentage: '20%', managementFeePercentage: '1.75', termYears: '10', targetAmount: '50,000,000' }),
    );
    expect(fund).toMatchObject({
      carryPercentage: 20,
      managementFeePercentage: 1.75,
      termYears: 10,
      vintageYear: null,
      targetAmount: 5_000_000_000,
    });
  });

  it('drops the asset type of a fund that is not a syndication', () => {
    expect(toFundInput(filled({ syndicationAssetType: 'single' })).fund.syndicationAssetType).toBeNull();
  });

  it.each([
    ['fund.minimumInvestmentAmount', 'minimumInvestment'],
    ['portalSettings.endDatetime', 'endDatetime'],
    ['fund.name', 'name'],
  ])('puts the API error %s on the field %s', (path, field) => {
    expect(formFieldOf(path)).toBe(field);
  });

  it.each([
    ['2026-03-01T12:00:00.000Z', 'open'],
    ['2027-01-15T12:00:00.000Z', 'closed'],
    ['2025-12-01T12:00:00.000Z', 'upcoming'],
  ])('shows the derived state live: on %s the fund is %s', (now, state) => {
    expect(previewFundState(filled(), new Date(now))).toBe(state);
  });

  it('shows the waitlist when the maximum is exceeded', () => {
    expect(previewFundState(filled({ fundMaxExceeded: true }), new Date('2026-03-01T12:00:00Z'))).toBe('waitlisted');
  });
});
