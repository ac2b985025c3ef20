// DESIGN.md §7a 'Who acted': which answers a step changed, and its author in the back office's words.
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

  it('credits nothing for a value left out', () => {
    expect(changedFields({ ssn: '123456789' }, { ssn: undefined })).toEqual([]);
  });
});
