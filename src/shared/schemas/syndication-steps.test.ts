import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { UPLOAD_MESSAGES, uploadedFile } from './fields/upload';
import { ACCREDITATION_BASIS_MESSAGE, syndicationAccreditationSchema } from './syndication-accreditation.schema';
import { ageOn, IDENTITY_MESSAGES, parseCalendarDate, syndicationIdentitySchema } from './syndication-identity.schema';

/** 10:00 on 15 June 2026 in New York; 00:30 UTC on 16 June is still 15 June there. */
const NOW = '2026-06-15T14:00:00.000Z';
const LATE_EVENING_NOW = '2026-06-16T00:30:00.000Z';

const usResidence = {
  country: 'US',
  state: 'NY',
  city: 'New York',
  addressLine1: '1 Main Street',
  postalCode: '10001',
};
const valid = { legalName: 'Ada King Lovelace', dateOfBirth: '1980-12-10', residence: usResidence };

/** Field path → message of every failing rule, or the values when valid. */
const check = async (values: unknown, now = NOW) => {
  try {
    return { ok: true, values: await syndicationIdentitySchema(now).validate(values, { abortEarly: false }) };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { ok: false, fields: Object.fromEntries(error.inner.map((e) => [e.path, e.message])) };
  }
};

describe('syndication proof of identity (step 3)', () => {
  it('accepts a US resident and normalises whitespace', async () => {
    expect(await check({ ...valid, legalName: '  Ada   King Lovelace ' })).toEqual({ ok: true, values: valid });
  });

  it('accepts a resident abroad with no state and no postal code', async () => {
    const residence = { country: 'GB', state: '', city: 'London', addressLine1: '10 Downing Street', postalCode: '' };
    expect((await check({ ...valid, residence })).ok).toBe(true);
  });

  it('speaks a message for every missing field', async () => {
    expect(await check({})).toEqual({
      ok: false,
      fields: {
        legalName: IDENTITY_MESSAGES.legalName,
        dateOfBirth: IDENTITY_MESSAGES.dateOfBirth,
        'residence.country': IDENTITY_MESSAGES.country,
        'residence.city': IDENTITY_MESSAGES.city,
        'residence.addressLine1': IDENTITY_MESSAGES.addressLine1,
      },
    });
  });

  it('requires a listed US state and a ZIP code in the US', async () => {
    const residence = { ...usResidence, state: 'XX', postalCode: '1234' };
    expect(await check({ ...valid, residence })).toEqual({
      ok: false,
      fields: { 'residence.state': IDENTITY_MESSAGES.state, 'residence.postalCode': IDENTITY_MESSAGES.usPostalCode },
    });
    expect((await check({ ...valid, residence: { ...usResidence, state: '' } })).fields).toEqual({
      'residence.state': IDENTITY_MESSAGES.state,
    });
  });

  it('refuses a name with digits and an address in another script', async () => {
    expect(
      await check({ ...valid, legalName: 'R2D2', residence: { ...usResidence, addressLine1: '東京都 1' } }),
    ).toEqual({
      ok: false,
      fields: { legalName: IDENTITY_MESSAGES.legalName, 'residence.addressLine1': IDENTITY_MESSAGES.latinOnly },
    });
  });

  it.each([
    ['not a date', 'tomorrow', IDENTITY_MESSAGES.dateOfBirthInvalid],
    ['an impossible date', '1990-02-30', IDENTITY_MESSAGES.dateOfBirthInvalid],
    ['another format', '12/10/1980', IDENTITY_MESSAGES.dateOfBirthInvalid],
    ['today', '2026-06-15', IDENTITY_MESSAGES.dateOfBirthFuture],
    ['a future date', '2030-01-01', IDENTITY_MESSAGES.dateOfBirthFuture],
    ['one day short of 18', '2008-06-16', IDENTITY_MESSAGES.underAge],
    ['more than 120 years ago', '1900-01-01', IDENTITY_MESSAGES.dateOfBirthInvalid],
  ])('refuses a date of birth that is %s', async (_title, dateOfBirth, message) => {
    expect(await check({ ...valid, dateOfBirth })).toEqual({ ok: false, fields: { dateOfBirth: message } });
  });

  it('accepts an investor on their 18th birthday, counted in US Eastern time', async () => {
    expect((await check({ ...valid, dateOfBirth: '2008-06-15' })).ok).toBe(true);
    // Already 16 June in UTC, still 15 June in New York: not 18 yet for someone born on 16 June 2008.
    expect((await check({ ...valid, dateOfBirth: '2008-06-16' }, LATE_EVENING_NOW)).fields).toEqual({
      dateOfBirth: IDENTITY_MESSAGES.underAge,
    });
  });

  it('counts a 29 February birthday as reached on 1 March in a common year', () => {
    const birth = parseCalendarDate('2008-02-29');
    expect(birth).toBeDefined();
    if (!birth) return;
    expect(ageOn(birth, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn(birth, { year: 2026, month: 3, day: 1 })).toBe(18);
  });
});

describe('syndication proof of accreditation (step 4)', () => {
  it.each(['income', 'jointIncome', 'netWorth', 'licence'])('accepts the basis %s', async (basis) => {
    expect(await syndicationAccreditationSchema.validate({ basis })).toEqual({ basis });
  });

  it.each([undefined, '', 'lottery', 7])('refuses %s with the basis message', async (basis) => {
    await expect(syndicationAccreditationSchema.validate({ basis })).rejects.toThrow(ACCREDITATION_BASIS_MESSAGE);
  });
});

describe('upload file part', () => {
  it('asks for a file when none was chosen', async () => {
    await expect(uploadedFile().validate(undefined)).rejects.toThrow(UPLOAD_MESSAGES.required);
    await expect(uploadedFile().validate({ fileName: 'id.pdf', dataBase64: '' })).rejects.toThrow(
      UPLOAD_MESSAGES.required,
    );
    expect(await uploadedFile().validate({ fileName: 'id.pdf', dataBase64: 'JVBERi0=' })).toEqual({
      fileName: 'id.pdf',
      dataBase64: 'JVBERi0=',
    });
  });
});
