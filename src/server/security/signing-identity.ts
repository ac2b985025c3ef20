// The portal's document-signing certificate (docs/signing.md 'Digital signature', docs/operations.md): a PKCS#12 file
// with the private key and its certificate. Production names it by PORTAL_SIGNING_P12 (a path) and
// PORTAL_SIGNING_P12_PASSPHRASE; development generates a self-signed one once into the data folder.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import forge from 'node-forge';

export type SigningIdentity = {
  /** PKCS#12 (.p12 / .pfx) bytes: the private key and its certificate. */
  p12: Buffer;
  passphrase: string;
};

const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/** A self-signed certificate for signing documents, named for the portal (development and tests only). */
export const createSigningIdentity = ({
  commonName = 'Investor Portal document signing (development)',
  passphrase = '',
  now = new Date(),
}: {
  commonName?: string;
  passphrase?: string;
  now?: Date;
} = {}): SigningIdentity => {
  // The key pair from node's native generator (fast); node-forge builds the certificate and the PKCS#12 around it.
  const { privateKey: privatePem, publicKey: publicPem } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(privatePem);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicPem);
  // A positive serial: the first hex digit stays below 8.
  certificate.serialNumber = `0${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now.getTime() + TEN_YEARS_MS);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Investor Portal' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], passphrase, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
};

let ephemeral: SigningIdentity | undefined;

/** One self-signed identity per process, for an app built without one (tests). */
export const ephemeralSigningIdentity = (): SigningIdentity => {
  ephemeral ??= createSigningIdentity({ commonName: 'Investor Portal document signing (ephemeral)' });
  return ephemeral;
};

/** The certificate's subject common name, as readers show it. */
export const signingCommonName = (identity: SigningIdentity): string => {
  const p12 = forge.pkcs12.pkcs12FromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(identity.p12.toString('binary'))),
    false,
    identity.passphrase,
  );
  const certBag = forge.pki.oids.certBag ?? 'certBag';
  const bags = p12.getBags({ bagType: certBag })[certBag] ?? [];
  const name = bags[0]?.cert?.subject.getField('CN')?.value;
  if (typeof name !== 'string') throw new Error('The signing certificate has no common name');
  return name;
};

type LoadSigningIdentityOptions = {
  env: Record<string, string | undefined>;
  /** Generated in development when PORTAL_SIGNING_P12 is unset. */
  developmentFile: string;
  isProduction: boolean;
};

export const loadSigningIdentity = ({
  env,
  developmentFile,
  isProduction,
}: LoadSigningIdentityOptions): SigningIdentity => {
  const passphrase = env.PORTAL_SIGNING_P12_PASSPHRASE ?? '';
  const identity = (p12: Buffer): SigningIdentity => {
    const loaded = { p12, passphrase };
    try {
      signingCommonName(loaded);
    } catch {
      throw new Error('PORTAL_SIGNING_P12 must be a PKCS#12 file that PORTAL_SIGNING_P12_PASSPHRASE opens');
    }
    return loaded;
  };
  if (env.PORTAL_SIGNING_P12) return identity(readFileSync(env.PORTAL_SIGNING_P12));
  if (isProduction) throw new Error('PORTAL_SIGNING_P12 is required in production');
  if (!existsSync(developmentFile)) {
    mkdirSync(dirname(developmentFile), { recursive: true });
    writeFileSync(developmentFile, createSigningIdentity({ passphrase }).p12, { mode: 0o600 });
  }
  return identity(readFileSync(developmentFile));
};
