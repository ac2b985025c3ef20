// A passkey held in the test itself, for the API tests that need a session opened by a passkey (the ceremonies
// themselves run in Chromium's virtual authenticator, e2e/specs/passkeys.test.ts). The authenticator's part of a
// WebAuthn login, as the standard defines it: authenticator data (the site's hash, 'user present' and 'user verified',
// a counter), the client data the browser would write, and an ES256 signature over both. The server checks it with
// SimpleWebAuthn like any browser's.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { passkeys } from '../db/schema/users';
import { postJson, sessionCookieOf } from './test-app';

export type SoftwarePasskey = {
  credentialId: string;
  privateKey: ReturnType<typeof generateKeyPairSync>['privateKey'];
};

/** The P-256 public key as a COSE_Key (CBOR map: kty EC2, alg ES256, crv P-256, x, y), as the table keeps it. */
const coseKey = (x: Buffer, y: Buffer): Buffer =>
  Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    x,
    Buffer.from([0x22, 0x58, 0x20]),
    y,
  ]);

/** A new passkey of `userId`, known to the portal as if added in settings. */
export const addSoftwarePasskey = async (app: FastifyInstance, userId: string): Promise<SoftwarePasskey> => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16).toString('base64url');
  await app.deps.db.insert(passkeys).values({
    userId,
    credentialId,
    publicKey: coseKey(Buffer.from(jwk.x ?? '', 'base64url'), Buffer.from(jwk.y ?? '', 'base64url')),
    transports: 'internal',
    name: 'Test authenticator',
  });
  return { credentialId, privateKey };
};

/** Logs in with the passkey alone, from the portal's page origin; answers the new session's cookie. */
export const logInWithPasskey = async (
  app: FastifyInstance,
  passkey: SoftwarePasskey,
  origin = app.deps.config.pageOrigins[0] ?? '',
): Promise<string> => {
  const options = await postJson(app, '/api/login/passkey/options', {}, { headers: { origin } });
  const ceremony = options.cookies.find((c: { name: string }) => c.name === 'portal_webauthn');
  if (options.statusCode !== 200 || !ceremony) throw new Error(`Options: ${options.statusCode} ${options.body}`);
  const clientData = Buffer.from(
    JSON.stringify({ type: 'webauthn.get', challenge: options.json().challenge, origin, crossOrigin: false }),
  );
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(1);
  const authenticatorData = Buffer.concat([
    createHash('sha256').update(new URL(origin).hostname).digest(),
    Buffer.from([0x05]), // user present, user verified
    counter,
  ]);
  const signature = sign(
    'sha256',
    Buffer.concat([authenticatorData, createHash('sha256').update(clientData).digest()]),
    passkey.privateKey,
  );
  const response = await postJson(
    app,
    '/api/login/passkey',
    {
      credential: {
        id: passkey.credentialId,
        rawId: passkey.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: clientData.toString('base64url'),
          authenticatorData: authenticatorData.toString('base64url'),
          signature: signature.toString('base64url'),
        },
        clientExtensionResults: {},
      },
    },
    { cookie: `portal_webauthn=${ceremony.value}`, headers: { origin } },
  );
  if (response.statusCode !== 200) throw new Error(`Passkey login: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
};
