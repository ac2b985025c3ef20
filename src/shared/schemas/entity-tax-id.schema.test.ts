import { describe, expect, it } from 'vitest';
import { validateStep } from './step-schemas';

const entity = { entityTrustName: 'Acme Holdings, LLC' };
const BAD = '1234';

describe('entity tax id step (docs/spec.md §5)', () => {
  it('checks the EIN, and only the EIN, when EIN is chosen', async () => {
    expect(await validateStep('ENTITY_TAX_ID', { ...entity, isEin: true, ein: '12-3456789', ssn: BAD })).toMatchObject({
      ok: true,
      values: { ein: '123456789' },
    });
    expect(await validateStep('ENTITY_TAX_ID', { ...entity, isEin: true, ein: BAD })).toEqual({
      ok: false,
      fields: { ein: 'Please enter a valid EIN.' },
    });
  });

  it('checks the SSN, and only the SSN, when EIN is not chosen', async () => {
    expect(
      await validateStep('ENTITY_TAX_ID', { ...entity, isEin: false, ssn: '123-45-6789', ein: BAD }),
    ).toMatchObject({ ok: true });
    expect(await validateStep('ENTITY_TAX_ID', { ...entity, isEin: false, ssn: BAD })).toEqual({
      ok: false,
      fields: { ssn: 'Please enter a valid SSN.' },
    });
  });

  it.each([[true], [false]])('skips both tax ids for a disregarded entity (EIN chosen: %s)', async (isEin) => {
    expect(
      await validateStep('ENTITY_TAX_ID', { ...entity, isEin, disregardedEntity: true, ein: BAD, ssn: BAD }),
    ).toMatchObject({ ok: true });
  });

  it('asks for the legal entity name', async () => {
    expect(await validateStep('ENTITY_TAX_ID', { entityTrustName: '  ', isEin: true, ein: '12-3456789' })).toEqual({
      ok: false,
      fields: { entityTrustName: 'Please enter the legal entity name.' },
    });
  });
});
