// Passkeys (docs/security.md 'Passkeys') through SimpleWebAuthn: added in settings after the password, listed and
// removed there, and a login on their own (a passkey proves both the device and, by its PIN or biometrics, the
// person: it needs neither the password nor another code). Bound to the portal's page origins.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deviceOf } from '../../../shared/api/account-security';
import { ADMINS_KEEP_IT, PASSKEY_FAILED, PASSKEY_NOT_KNOWN, type PasskeyView } from '../../../shared/api/two-step';
import { HttpError } from '../../http-error';
import { idSchema, objectSchema, passwordSchema } from '../../schema-parts';
import {
  authenticationOptionsAnswer,
  passkeyAnswer,
  passkeysAnswer,
  registrationOptionsAnswer,
  visitorAnswer,
} from './account-answers';
import type { AuthDeps } from './auth-deps';
import { createFactorChanges, ownAccountForFactors as ownAccount } from './factor-changes';
import type { PasskeyRecord } from './passkeys-repository';
import { startSession } from './start-session';
import { createThrottle } from './throttle';
import { toVisitor } from './visitor';

const CEREMONY_COOKIE = 'portal_webauthn';
const CEREMONY_MS = 5 * 60_000;
const RP_NAME = 'Investor Portal';

/** What a browser answers a WebAuthn ceremony with (checked in depth by SimpleWebAuthn). */
const credentialSchema = {
  type: 'object',
  required: ['id', 'rawId', 'response', 'type'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 1400 },
    rawId: { type: 'string', minLength: 1, maxLength: 1400 },
    type: { const: 'public-key' },
    response: { type: 'object', maxProperties: 10 },
  },
} as const;

type CredentialBody = { credential: Parameters<typeof verifyAuthenticationResponse>[0]['response'] };
type RegistrationBody = { credential: Parameters<typeof verifyRegistrationResponse>[0]['response'] };

export const toPasskeyView = (passkey: PasskeyRecord): PasskeyView => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
});

export const passkeyRoutes = async (app: FastifyInstance, { deps }: { deps: AuthDeps }): Promise<void> => {
  const { auth: repos, config, now } = deps;
  const { requirePassword, audit, mail } = createFactorChanges(app, deps);
  const throttleByAddress = createThrottle(app, 'login:address', config.rateLimits.loginPerAddress);

  /** The page's origin when it is one of the portal's, else the public URL's: passkeys belong to that site. */
  const partyOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    const pageOrigin = origin && config.pageOrigins.includes(origin) ? origin : (config.pageOrigins[0] ?? '');
    return { origin: pageOrigin, rpID: new URL(pageOrigin).hostname };
  };
  const startCeremony = async (reply: FastifyReply, challenge: string, userId: string | null) => {
    const token = await repos.passkeys.startCeremony(challenge, userId, new Date(now().getTime() + CEREMONY_MS));
    reply.setCookie(CEREMONY_COOKIE, token, {
      path: '/api',
      httpOnly: true,
      sameSite: 'strict',
      secure: config.secureCookies,
      maxAge: CEREMONY_MS / 1000,
    });
  };
  const takeCeremony = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[CEREMONY_COOKIE];
    reply.clearCookie(CEREMONY_COOKIE, { path: '/api' });
    const ceremony = token ? await repos.passkeys.takeCeremony(token, now()) : undefined;
    if (!ceremony) throw new HttpError(400, PASSKEY_FAILED);
    return ceremony;
  };
  app.get(
    '/api/account/passkeys',
    { schema: { response: { 200: passkeysAnswer } } },
    async (request): Promise<{ passkeys: PasskeyView[] }> => {
      const auth = ownAccount(request);
      return { passkeys: (await repos.passkeys.listOfUser(auth.user.id)).map(toPasskeyView) };
    },
  );

  // The password first: a passkey added from someone else's open session would let them in without it.
  app.post<{ Body: { password: string } }>(
    '/api/account/passkeys/options',
    {
      schema: {
        body: objectSchema({ password: passwordSchema }, ['password']),
        response: { 200: registrationOptionsAnswer },
      },
    },
    async (request, reply) => {
      const auth = ownAccount(request);
      await requirePassword(auth, request, request.body.password);
      const existing = await repos.passkeys.listOfUser(auth.user.id);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: partyOf(request).rpID,
        userName: auth.user.email,
        userDisplayName: `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email,
        userID: new TextEncoder().encode(auth.user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId })),
        // Discoverable, so that it can log in without an e-mail; the PIN or biometrics every time.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await startCeremony(reply, options.challenge, auth.user.id);
      return options;
    },
  );

  app.post<{ Body: RegistrationBody }>(
    '/api/account/passkeys',
    {
      schema: {
        body: objectSchema({ credential: credentialSchema }, ['credential']),
        response: { 200: passkeyAnswer },
      },
    },
    async (request, reply): Promise<PasskeyView> => {
      const auth = ownAccount(request);
      const ceremony = await takeCeremony(request, reply);
      if (ceremony.userId !== auth.user.id) throw new HttpError(400, PASSKEY_FAILED);
      const { origin, rpID } = partyOf(request);
      const verified = await verifyRegistrationResponse({
        response: request.body.credential,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      }).catch(() => ({ verified: false as const }));
      if (!verified.verified) throw new HttpError(400, PASSKEY_FAILED);
      const { credential } = verified.registrationInfo;
      const added = await repos.passkeys.add(
        {
          userId: auth.user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          signCount: credential.counter,
          transports: (credential.transports ?? []).join(','),
          name: deviceOf(request.headers['user-agent'] ?? null),
        },
        now(),
      );
      if (!added) throw new HttpError(409, 'This passkey is already added.');
      await audit(auth, 'account.passkey-added', { passkey: added.name });
      await mail(
        auth.user.email,
        'passkey-added',
        'A passkey was added to your Investor Portal account',
        `A passkey (${added.name}) was added to your Investor Portal account on ${now().toUTCString()}. It logs in without your password.`,
      );
      return toPasskeyView(added);
    },
  );

  app.post<{ Params: { id: string }; Body: { password: string } }>(
    '/api/account/passkeys/:id/remove',
    {
      schema: {
        params: objectSchema({ id: idSchema }, ['id']),
        body: objectSchema({ password: passwordSchema }, ['password']),
        response: { 200: passkeysAnswer },
      },
    },
    async (request) => {
      const auth = ownAccount(request);
      await requirePassword(auth, request, request.body.password);
      const passkeys = await repos.passkeys.listOfUser(auth.user.id);
      const passkey = passkeys.find((p) => p.id === request.params.id);
      if (!passkey) throw new HttpError(404, PASSKEY_NOT_KNOWN);
      const hasApp = Boolean((await repos.secondFactors.findTotp(auth.user.id))?.confirmedAt);
      if (auth.user.role === 'admin' && passkeys.length === 1 && !hasApp) throw new HttpError(403, ADMINS_KEEP_IT);
      await repos.passkeys.remove(auth.user.id, passkey.id, now());
      await audit(auth, 'account.passkey-removed', { passkey: passkey.name });
      await mail(
        auth.user.email,
        'passkey-removed',
        'A passkey was removed from your Investor Portal account',
        `The passkey ${passkey.name} was removed from your Investor Portal account on ${now().toUTCString()}.`,
      );
      return { passkeys: passkeys.filter((p) => p.id !== passkey.id).map(toPasskeyView) };
    },
  );

  const loginOptionsSchema = { body: objectSchema({}, []), response: { 200: authenticationOptionsAnswer } };
  app.post('/api/login/passkey/options', { schema: loginOptionsSchema }, async (request, reply) => {
    await throttleByAddress(request, request.ip);
    const options = await generateAuthenticationOptions({ rpID: partyOf(request).rpID, userVerification: 'required' });
    await startCeremony(reply, options.challenge, null);
    return options;
  });

  app.post<{ Body: CredentialBody }>(
    '/api/login/passkey',
    {
      schema: {
        body: objectSchema({ credential: credentialSchema }, ['credential']),
        response: { 200: visitorAnswer },
      },
    },
    async (request, reply) => {
      await throttleByAddress(request, request.ip);
      const ceremony = await takeCeremony(request, reply);
      const passkey = await repos.passkeys.findByCredentialId(request.body.credential.id);
      if (!passkey) throw new HttpError(400, PASSKEY_NOT_KNOWN);
      const { origin, rpID } = partyOf(request);
      const verified = await verifyAuthenticationResponse({
        response: request.body.credential,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.signCount,
          transports: passkey.transports ? passkey.transports.split(',') : [],
        },
        requireUserVerification: true,
      }).catch(() => ({ verified: false, authenticationInfo: undefined }));
      if (!verified.verified || !verified.authenticationInfo) throw new HttpError(400, PASSKEY_FAILED);
      await repos.passkeys.used(passkey.id, verified.authenticationInfo.newCounter, now());
      await startSession(app, deps, request, reply, passkey.userId, 'passkey');
      return toVisitor(request.auth);
    },
  );
};
