// What every route reaches through `app.deps`: the database, cipher, mailer, settings and clock. Each feature builds its
// own repositories from the database and the cipher (features/<name>/<name>-repositories.ts).

import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { DataCipher } from './security/data-cipher';
import type { OutboundPolicy } from './security/outbound-address';
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from './security/session-limits';
import type { SigningIdentity } from './security/signing-identity';

export type RateLimitRule = { max: number; timeWindowMs: number };

export type RateLimits = {
  /**
   * Failed logins against one account from one network address, or from one device that logged in to it before
   * (docs/security.md 'Login limits'); also the wrong passwords of a logged-in account's own changes.
   */
  loginPerEmail: RateLimitRule;
  /** Failed logins against one account from anywhere: past it, only its own devices and addresses get in. */
  loginFailuresPerAccount: RateLimitRule;
  /** Login attempts from one network address, whatever the e-mail. */
  loginPerAddress: RateLimitRule;
  passwordResetPerEmail: RateLimitRule;
  passwordResetPerAddress: RateLimitRule;
  signupPerAddress: RateLimitRule;
  /** E-mails one account may cause to be sent (invitations, address changes, reminders to co-signers). */
  mailPerAccount: RateLimitRule;
  /** E-mails one address may receive from such requests, whoever asks. */
  mailPerRecipient: RateLimitRule;
  /** Copies of public data-room documents one network address may read. */
  publicReadsPerAddress: RateLimitRule;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerEmail: { max: 10, timeWindowMs: 15 * 60_000 },
  loginFailuresPerAccount: { max: 100, timeWindowMs: 60 * 60_000 },
  loginPerAddress: { max: 50, timeWindowMs: 15 * 60_000 },
  passwordResetPerEmail: { max: 5, timeWindowMs: 60 * 60_000 },
  passwordResetPerAddress: { max: 20, timeWindowMs: 60 * 60_000 },
  signupPerAddress: { max: 20, timeWindowMs: 60 * 60_000 },
  mailPerAccount: { max: 10, timeWindowMs: 60 * 60_000 },
  mailPerRecipient: { max: 3, timeWindowMs: 60 * 60_000 },
  publicReadsPerAddress: { max: 60, timeWindowMs: 10 * 60_000 },
};

export const DEFAULT_INVESTOR_RELATIONS_EMAIL = 'investor.relations@portal.example';

export type AppConfig = {
  secureCookies: boolean;
  /** Base of links in mail, e.g. https://portal.example.com. */
  publicUrl: string;
  /** The origins the portal's pages are served from: the public URL's and `ALLOWED_ORIGINS` (passkeys are bound to them). */
  pageOrigins: string[];
  /** Investor relations' phone, named in the wire-fraud warning. */
  investorRelationsPhone: string;
  /** Investor relations' inbox: told of every withdrawal, with the investor's reason. */
  investorRelationsEmail: string;
  rateLimits: RateLimits;
  /** How long a session lasts (docs/security.md 'Sessions'): idle, and in all, before the password is asked again. */
  sessions: SessionLimits;
  /** Where the server's own requests (webhooks) may go: public addresses, and the hosts the operator lists. */
  outbound: OutboundPolicy;
  /** Identity checks' screening (docs/kyc.md 'Providers'): the built-in lists, or an OpenSanctions/yente server. */
  screening: ScreeningConfig;
  /** How many days an invitation to subscribe works (INVITATION_EXPIRY_DAYS, 30 by default; docs/admin.md). */
  invitationDays: number;
};

export type ScreeningConfig = {
  /** A possible match at or above this score is reviewed (SCREENING_THRESHOLD, 0.85 by default). */
  threshold: number;
  /** SCREENING_YENTE_URL (and _DATASET, _API_KEY): screen through that server instead of the lists loaded here. */
  yente: { url: string; dataset?: string; apiKey?: string } | null;
};

export { DEFAULT_SESSION_LIMITS, type SessionLimits };

export type AppDeps = {
  db: Db;
  cipher: DataCipher;
  /** The portal's document-signing certificate (docs/signing.md 'Digital signature'). */
  signingIdentity: SigningIdentity;
  mailer: Mailer;
  config: AppConfig;
  now: () => Date;
  /**
   * The fund's governing documents in its data room, offered by the data room and composed here so that signing,
   * which the room's PDFs depend on, asks for them without importing the room (docs/signing.md 'Governing documents').
   */
  governingDocuments: (fundSlug: string) => Promise<{ id: string; title: string }[]>;
  /**
   * On PostgreSQL, what a worker thread needs to read a large export through a connection of its own, in a small heap
   * of its own (docs/performance.md 'The CSV's memory at 100,000 rows'); absent on PGlite, which one thread holds.
   */
  exportThread?: ExportThreadConfig;
};

export type ExportThreadConfig = { databaseUrl: string; dataKeys: readonly Buffer[] };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyContextConfig {
    /** A public image whose answer keeps the cache-control it sets; every other API answer is 'no-store'. */
    isPublicCacheable?: boolean;
  }
}
