// docs/design.md §7a 'Who acted': which answers a step changed, and its author in the back office's words.
import { describe, expect, it } from 'vitest';
import { type AnswerAuthor, answerAuthorWords, changedFields } from './answer-author';

const author = (by: AnswerAuthor['by']): AnswerAuthor => ({
  by,
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'avery@example.com',
  at: '2026-11-26T17:00:00.000Z',
});

describe('who gave an answer', () => {
  it.each<[AnswerAuthor['by'], string]>([
    ['investor', 'Investor'],
    ['delegate', 'Delegate avery@example.com'],
    ['admin', 'Administrator avery@example.com, acting as the investor'],
  ])('names a %s as "%s"', (by, words) => {
    expect(answerAuthorWords(author(by))).toBe(words);
  });

  it('credits only the answers whose value changed, addresses compared whole', () => {
    const before = { ssn: '123456789', legalFirstName: 'Ada', address: { city: 'New York' }, isEin: false };
    const after = { ssn: '123456789', legalFirstName: 'Addie', address: { city: 'Boston' }, isEin: false, ein: '' };
    expect(changedFields(before, after)).toEqual(['legalFirstName', 'address', 'ein']);
  });

  it('credits no change for an address whose parts come back in another order', () => {
    const before = { address: { postalCode: '10001', city: 'New York', country: 'US' }, codes: ['a', 'b'] };
    const after = { address: { country: 'US', city: 'New York', postalCode: '10001' }, codes: ['a', 'b'] };
    expect(changedFields(before, after)).toEqual([]);
    expect(changedFields(before, { ...after, codes: ['b', 'a'] })).toEqual(['codes']);
    expect(changedFields(before, { address: { ...after.address, city: 'Albany' } })).toEqual(['address']);
    expect(changedFields(before, { address: { ...after.address, unit: '4B' } })).toEqual(['address']);
    expect(changedFields({ n: 0 }, { n: '0' })).toEqual(['n']);
    expect(changedFields({ n: null }, { n: {} })).toEqual(['n']);
  });

  it('credits nothing for a value left out', () => {
    expect(changedFields({ ssn: '123456789' }, { ssn: undefined })).toEqual([]);
  });
});
