import { describe, expect, it } from 'vitest';
import { guideState } from './ceremony-guide';

describe('the guided signing', () => {
  it('starts with Start and three places to go', () => {
    const state = guideState({ stage: 'consent', hasSignature: true, hasIntent: false, hasStarted: false });
    expect(state).toMatchObject({ remaining: 3, buttonLabel: 'Start', next: { id: 'consent' } });
  });

  it('names the next place once started', () => {
    const state = guideState({ stage: 'consent', hasSignature: true, hasIntent: false, hasStarted: true });
    expect(state.buttonLabel).toBe('Agree to sign electronically');
  });

  it.each([
    [{ stage: 'sign' as const, hasSignature: true, hasIntent: false }, 2, 'Sign here'],
    [{ stage: 'sign' as const, hasSignature: false, hasIntent: true }, 2, 'Sign here'],
    [{ stage: 'sign' as const, hasSignature: true, hasIntent: true }, 1, 'Finish'],
    [{ stage: 'signed' as const, hasSignature: true, hasIntent: true }, 0, null],
  ])('after %j: %s left, the button reads %s', (input, remaining, buttonLabel) => {
    expect(guideState({ ...input, hasStarted: true })).toMatchObject({ remaining, buttonLabel });
  });

  it('offers no way on while signing is not possible (another signer first, or an admin looking)', () => {
    expect(
      guideState({ stage: 'blocked', hasSignature: true, hasIntent: false, hasStarted: false }).buttonLabel,
    ).toBeNull();
  });
});
