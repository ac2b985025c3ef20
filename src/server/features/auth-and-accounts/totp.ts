// The authenticator app's codes (RFC 6238: six digits, 30-second steps, SHA-1, as every authenticator app reads an
// otpauth:// address) through otplib, and the recovery codes printed beside them.
import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
/** One step either side, for a phone whose clock is a little off (RFC 6238 §5.2). */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const ISSUER = 'Investor Portal';

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer: ISSUER, label: email, secret, period: PERIOD_SECONDS });

export const qrSvgOf = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

/** The time step a six-digit code is good for at `now`, within a step either side; undefined when it is not. */
export const matchingTimeStep = async (secret: string, code: string, now: Date): Promise<number | undefined> => {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    period: PERIOD_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
};

const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of ten characters (about 50 bits each), printed as xxxxx-xxxxx. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
