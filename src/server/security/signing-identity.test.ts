import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSigningIdentity, loadSigningIdentity, signingCommonName } from './signing-identity';

const folder = () => mkdtempSync(join(tmpdir(), 'signing-identity-'));

describe('the signing certificate', () => {
  it('is generated once into the data folder in development, then reused', () => {
    const developmentFile = join(folder(), 'nested', 'signing.p12');
    const first = loadSigningIdentity({ env: {}, developmentFile, isProduction: false });
    const second = loadSigningIdentity({ env: {}, developmentFile, isProduction: false });
    expect(second.p12.equals(first.p12)).toBe(true);
    expect(readFileSync(developmentFile).equals(first.p12)).toBe(true);
    expect(signingCommonName(first)).toBe('Investor Portal document signing (development)');
  });

  it('comes from PORTAL_SIGNING_P12 and its passphrase when set, in production too', () => {
    const file = join(folder(), 'portal.p12');
    const made = createSigningIdentity({ commonName: 'Example Capital document signing', passphrase: 'correct horse' });
    writeFileSync(file, made.p12);
    const env = { PORTAL_SIGNING_P12: file, PORTAL_SIGNING_P12_PASSPHRASE: 'correct horse' };
    const loaded = loadSigningIdentity({ env, developmentFile: join(folder(), 'unused.p12'), isProduction: true });
    expect(signingCommonName(loaded)).toBe('Example Capital document signing');
  });

  it('is required in production, and a wrong passphrase is refused at start with the setting named', () => {
    const developmentFile = join(folder(), 'signing.p12');
    expect(() => loadSigningIdentity({ env: {}, developmentFile, isProduction: true })).toThrow(
      'PORTAL_SIGNING_P12 is required in production',
    );
    const file = join(folder(), 'portal.p12');
    writeFileSync(file, createSigningIdentity({ passphrase: 'right' }).p12);
    const env = { PORTAL_SIGNING_P12: file, PORTAL_SIGNING_P12_PASSPHRASE: 'wrong' };
    expect(() => loadSigningIdentity({ env, developmentFile, isProduction: true })).toThrow(
      'PORTAL_SIGNING_P12 must be a PKCS#12 file that PORTAL_SIGNING_P12_PASSPHRASE opens',
    );
  });
});
