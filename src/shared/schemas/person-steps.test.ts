import { describe, expect, it } from 'vitest';
import { internationalPhoneNumber } from '../domain/phone-numbers';
import { validateStep } from './step-schemas';

const PHONE = '(415) 555-0123';

describe('name and phone step (docs/spec.md §5)', () => {
  it('accepts legal names, a mobile phone and no preferred name', async () => {
    expect(
      await validateStep('NAME_PHONE', {
        legalFirstName: ' José-María ',
        legalLastName: "O'Brien",
        mobilePhone: PHONE,
      }),
    ).toEqual({
      ok: true,
      values: { legalFirstName: 'José-María', legalLastName: "O'Brien", mobilePhone: PHONE, preferredFirstName: '' },
    });
  });

  it('refuses a toll-free mobile phone and an over-long preferred name', async () => {
    expect(
      await validateStep('NAME_PHONE', {
        legalFirstName: 'Zoë',
        legalLastName: 'Smith',
        mobilePhone: '(800) 555-1234',
        preferredFirstName: 'x'.repeat(51),
      }),
    ).toEqual({
      ok: false,
      fields: {
        mobilePhone: 'Please enter a valid phone number.',
        preferredFirstName: 'Please use 50 characters or fewer.',
      },
    });
  });
});

describe('disregarded-entity owner step (docs/spec.md §5)', () => {
  it('accepts the owner with a 9-character SSN and refuses one of 10', async () => {
    const owner = { legalFirstName: 'Ana', legalLastName: 'Lima', mobilePhone: PHONE };
    expect((await validateStep('NAME_SSN', { ...owner, disregardedEntitySsn: '123-45-6789' })).ok).toBe(true);
    expect(await validateStep('NAME_SSN', { ...owner, disregardedEntitySsn: '123-45-67890' })).toEqual({
      ok: false,
      fields: { disregardedEntitySsn: 'Please enter a valid SSN.' },
    });
  });
});

describe('secondary subscriber step (docs/spec.md §5)', () => {
  const secondary = {
    secondaryLegalFirstName: 'Zoë',
    secondaryLegalLastName: 'St. John, Jr.',
    secondaryEmail: 'zoe@example.com',
    secondaryMobilePhone: '+44 7911 123456',
  };

  it('accepts a complete secondary subscriber', async () => {
    expect(await validateStep('SECONDARY_NAME_PHONE', secondary)).toEqual({ ok: true, values: secondary });
  });

  it('names the secondary subscriber in each message', async () => {
    expect(
      await validateStep('SECONDARY_NAME_PHONE', {
        secondaryLegalFirstName: 'R2D2',
        secondaryLegalLastName: '<script>',
        secondaryEmail: 'zoe@example',
        secondaryMobilePhone: '123',
      }),
    ).toEqual({
      ok: false,
      fields: {
        secondaryLegalFirstName: "Please enter the secondary subscriber's legal first name.",
        secondaryLegalLastName: "Please enter the secondary subscriber's legal last name.",
        secondaryEmail: 'Please enter a valid e-mail address.',
        secondaryMobilePhone: 'Please enter a valid phone number.',
      },
    });
  });
});

describe('spouse step (docs/spec.md §5)', () => {
  it('accepts the spouse names and e-mail', async () => {
    const spouse = { spouseLegalFirstName: 'Łukasz', spouseLegalLastName: 'Nowak', spouseEmail: 'l.nowak@example.pl' };
    expect(await validateStep('SPOUSE_NAME_EMAIL', spouse)).toEqual({ ok: true, values: spouse });
  });

  it('asks for each missing part', async () => {
    expect(await validateStep('SPOUSE_NAME_EMAIL', {})).toEqual({
      ok: false,
      fields: {
        spouseLegalFirstName: "Please enter your spouse's legal first name.",
        spouseLegalLastName: "Please enter your spouse's legal last name.",
        spouseEmail: 'Please enter a valid e-mail address.',
      },
    });
  });
});

describe('phone numbers as the page sends them: built from the country chosen beside the number (docs/spec.md §5)', () => {
  const names = { legalFirstName: 'Ada', legalLastName: 'Lovelace', preferredFirstName: '' };
  const secondary = {
    secondaryLegalFirstName: 'Zoë',
    secondaryLegalLastName: 'Smith',
    secondaryEmail: 'zoe@example.com',
  };

  it('accepts a UK number typed beside the United Kingdom, in international form', async () => {
    const mobilePhone = internationalPhoneNumber('07400 123456', 'GB');
    expect(await validateStep('NAME_PHONE', { ...names, mobilePhone })).toEqual({
      ok: true,
      values: { ...names, mobilePhone: '+44 7400 123456' },
    });
    const secondaryMobilePhone = internationalPhoneNumber('020 7946 0958', 'GB');
    expect(await validateStep('SECONDARY_NAME_PHONE', { ...secondary, secondaryMobilePhone })).toEqual({
      ok: true,
      values: { ...secondary, secondaryMobilePhone: '+44 20 7946 0958' },
    });
  });

  it('refuses the same digits beside the United States, under the field', async () => {
    const mobilePhone = internationalPhoneNumber('07400 123456', 'US');
    expect(await validateStep('NAME_PHONE', { ...names, mobilePhone })).toEqual({
      ok: false,
      fields: { mobilePhone: 'Please enter a valid phone number.' },
    });
    const secondaryMobilePhone = internationalPhoneNumber('020 7946 0958', 'US');
    expect(await validateStep('SECONDARY_NAME_PHONE', { ...secondary, secondaryMobilePhone })).toEqual({
      ok: false,
      fields: { secondaryMobilePhone: 'Please enter a valid phone number.' },
    });
  });

  it('refuses an empty number beside any country with the same message', async () => {
    expect(await validateStep('NAME_PHONE', { ...names, mobilePhone: internationalPhoneNumber('', 'GB') })).toEqual({
      ok: false,
      fields: { mobilePhone: 'Please enter a valid phone number.' },
    });
  });
});
