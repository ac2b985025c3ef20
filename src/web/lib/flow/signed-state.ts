// After the signature, the flow continues on the investment summary (docs/spec.md §2, MID_CLOSING): the navigation carries
// this state so the summary opens with the completion panel for the transaction it names.
export type SignedState = { isJustSigned: true };

export const SIGNED_STATE: SignedState = { isJustSigned: true };

export const isSignedState = (state: unknown): state is SignedState =>
  typeof state === 'object' && state !== null && (state as Partial<SignedState>).isJustSigned === true;
