// Two-step verification (docs/security.md 'Two-step verification'): an authenticator app (TOTP) with single-use
// recovery codes. Required for administrators before the back office; offered to investors in settings.

export const CODE_WRONG = 'That code is not right. Please enter the current code from your authenticator app.';
export const RECOVERY_CODE_WRONG = 'That recovery code is not right or was used already.';
export const LOGIN_CHALLENGE_ENDED = 'Your login has timed out. Please enter your e-mail and password again.';
export const ALREADY_ENABLED = 'Two-step verification is already on. Turn it off first to set up another app.';
export const NOT_SET_UP = 'Please start the set-up again: no authenticator app is waiting to be confirmed.';
export const ADMINS_KEEP_IT = 'Administrators must keep two-step verification on.';
export const SECOND_FACTOR_REQUIRED = 'Please turn on two-step verification to use the back office.';
export const CONFIRM_IDENTITY = 'Please confirm it is you: enter your password or a code of your authenticator app.';
export const PASSKEY_FAILED = 'The passkey could not be checked. Please try again.';
export const PASSKEY_NOT_KNOWN = 'This passkey is not known here. Log in with your password, then add it in settings.';
export const NOT_WHILE_ACTING_TWO_STEP =
  'An administrator acting as an investor cannot change their two-step verification.';

/** Where an admin without a second factor is sent before any back-office page. */
export const TWO_STEP_SETUP_PATH = '/account/settings#two-step';

/** A code as people type it: six digits, spaces allowed. */
export const normalizeTotpCode = (code: string): string => code.replace(/\s+/g, '');
/** A recovery code as printed (xxxxx-xxxxx), in any case, with or without the dash. */
export const normalizeRecoveryCode = (code: string): string => code.replace(/[\s-]+/g, '').toLowerCase();

export type TwoStepStatus = {
  /** The authenticator app is on. */
  isEnabled: boolean;
  /** Any second factor: the app or a passkey. */
  hasSecondFactor: boolean;
  confirmedAt: string | null;
  recoveryCodesLeft: number;
  /** Administrators cannot turn it off. */
  isRequired: boolean;
};

export type TotpSetupAnswer = {
  /** The Base32 secret, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
};

export type RecoveryCodesAnswer = { recoveryCodes: string[] };

/** POST /api/login's answer when the password was right and a second factor is needed. */
export type SecondFactorNeeded = { secondFactorRequired: true; methods: ('totp' | 'recovery' | 'passkey')[] };

/** A passkey as settings list it. */
export type PasskeyView = { id: string; name: string; createdAt: string; lastUsedAt: string | null };
