import { describe, expect, it } from 'vitest';
import { maritalStatusForm } from '../../../shared/forms/marital-status.form';
import { stepForms } from '../../../shared/forms/step-forms';
import { INVESTORS_OWN_WORDS, inDelegateVoice, inDelegateWords } from './delegate-voice';

const SPEAKS_TO_THE_READER = /\b(you|your|yours|I|my|me)\b/i;

/** Every title, intro, label and hint of every step, as the investor reads them. */
const wordings = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(wordings);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    typeof item === 'string' ? (['title', 'intro', 'label', 'hint'].includes(key) ? [item] : []) : wordings(item),
  );
};

describe('the wizard in a delegate’s voice', () => {
  it('names the investor in every question and heading that speaks to the reader', () => {
    const spoken = [...new Set(wordings(Object.values(stepForms)))].filter(
      (text) => SPEAKS_TO_THE_READER.test(text) && !INVESTORS_OWN_WORDS.has(text),
    );
    expect(spoken.length).toBeGreaterThan(40);
    for (const text of spoken) {
      const said = inDelegateWords(text, 'Nora');
      expect({ text, said: SPEAKS_TO_THE_READER.test(said) }).toEqual({ text, said: false });
    }
  });

  it('asks the delegate about the investor and keeps the answers as they are', () => {
    const form = inDelegateVoice(maritalStatusForm, 'Nora');
    expect(form.title).toBe('Is Nora married?');
    expect(JSON.stringify(form)).not.toMatch(/Are you married/);
    // The stored values and the field names do not change with the voice.
    expect(JSON.stringify(form).replace(/"(title|intro|label|hint)":"[^"]*"/g, '')).toBe(
      JSON.stringify(maritalStatusForm).replace(/"(title|intro|label|hint)":"[^"]*"/g, ''),
    );
  });

  it('says that the investor signs, and leaves the tax form’s certifications in the investor’s words', () => {
    expect(inDelegateWords('Sign your subscription agreement', 'Nora')).toBe('Nora signs the subscription agreement');
    const certification = 'The IRS has notified me that I am currently subject to backup withholding';
    expect(inDelegateWords(certification, 'Nora')).toBe(certification);
  });
});
