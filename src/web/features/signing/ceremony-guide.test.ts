import { describe, expect, it } from 'vitest';
import { guideState, guideStatement, guideTasks } from './ceremony-guide';

describe('the guided signing', () => {
  it('starts with the consent and three places to go', () => {
    const state = guideState({ stage: 'consent', hasSignature: true, hasIntent: false });
    expect(state).toMatchObject({
      remaining: 3,
      buttonLabel: 'Agree to sign electronically',
      next: { id: 'consent' },
    });
  });

  it.each([
    [{ stage: 'sign' as const, hasSignature: true, hasIntent: false }, 2, 'Sign here'],
    [{ stage: 'sign' as const, hasSignature: false, hasIntent: true }, 2, 'Sign here'],
    [{ stage: 'sign' as const, hasSignature: true, hasIntent: true }, 1, 'Finish'],
    [{ stage: 'signed' as const, hasSignature: true, hasIntent: true }, 0, null],
  ])('after %j: %s left, the button reads %s', (input, remaining, buttonLabel) => {
    expect(guideState(input)).toMatchObject({ remaining, buttonLabel });
  });

  it('offers no way on while signing is not possible (another signer first, or an admin looking)', () => {
    expect(guideState({ stage: 'blocked', hasSignature: true, hasIntent: false }).buttonLabel).toBeNull();
  });

  const [consent, signHere, finish] = guideTasks({ stage: 'consent', hasSignature: true, hasIntent: false });
  const words = { documentName: 'subscription agreement', hasGoverningDocuments: false, hasSignature: true };

  it('says what each press of the button means before it is pressed', () => {
    if (!consent || !signHere || !finish) throw new Error('three tasks');
    expect(guideStatement(consent, words)).toBe(
      'By selecting Agree to sign electronically, you accept the Electronic Records and Signature Disclosure above.',
    );
    expect(guideStatement(consent, { ...words, hasGoverningDocuments: true })).toContain(
      'and confirm you have received the fund’s governing documents',
    );
    expect(guideStatement(signHere, words)).toBe(
      'By selecting Sign here, you adopt the signature shown as yours and intend to sign this subscription agreement electronically, with the same effect as your handwritten signature.',
    );
    expect(guideStatement(signHere, { ...words, hasSignature: false })).toMatch(/^Adopt your signature first/);
    expect(guideStatement(finish, words)).toBe(
      'Selecting Finish signs the subscription agreement with the signature you placed.',
    );
  });
});
