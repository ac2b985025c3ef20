// The Screening page's words: whom a match is about, the score, and what each decision says happened.
import { describe, expect, it } from 'vitest';
import type { ScreeningMatchRow } from '../../../../shared/api/screening';
import { decisionConfirmation, roleLabel, scorePercent } from './screening-labels';

const row = { subjectName: 'Ivan Petrovsky', entryName: 'Ivan Sergeyevich Petrovsky', investorName: 'Ivan Petrovsky' };

describe('the Screening page’s words', () => {
  it('names every role a subscription screens, and keeps an unknown one as it is', () => {
    expect(
      ['investor', 'jointSubscriber', 'spouse', 'entity', 'beneficialOwner', 'controlPerson'].map(roleLabel),
    ).toEqual(['Investor', 'Joint subscriber', 'Spouse', 'Entity or trust', 'Beneficial owner', 'Control person']);
    expect(roleLabel('auditor')).toBe('auditor');
  });

  it('writes the score as a whole percentage', () => {
    expect(scorePercent(0.951)).toBe('95%');
    expect(scorePercent(1)).toBe('100%');
  });

  it('says what a clearing and a confirmation did', () => {
    const match = row as ScreeningMatchRow;
    expect(decisionConfirmation(match, 'clear')).toBe(
      'Cleared: Ivan Petrovsky is not Ivan Sergeyevich Petrovsky. The note is kept with the decision.',
    );
    expect(decisionConfirmation(match, 'confirm')).toBe(
      "Confirmed: Ivan Petrovsky is Ivan Sergeyevich Petrovsky. Ivan Petrovsky's subscription stays blocked.",
    );
  });
});
