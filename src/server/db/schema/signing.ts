// E-signature records (docs/design.md §6–7): stored documents, envelopes with their signers and evidence, the event trail,
// co-signer links and co-signer sessions. Secrets (link tokens, session tokens, codes) are stored as SHA-256 only.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SignerRole } from '../../../shared/api/signing';
import type { TaxFormKind } from '../../../shared/domain/tax-forms';
import { bytea, createdAt, id, instant } from './columns';
import { funds } from './funds';
import { transactions } from './transactions';
import { users } from './users';

export const DOCUMENT_KINDS = ['template', 'filled', 'sealed'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** PDFs. A document that holds a full tax id is sealed with the data cipher (`isEncrypted`), like the tax ids. */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** The fund a template belongs to; null for an envelope's documents. */
    fundSlug: text('fund_slug').references(() => funds.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** The investor whose agreement this is; their documents go when their account goes. Null for templates. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    isEncrypted: boolean('is_encrypted').notNull().default(false),
    /** SHA-256 (hex) of the plain PDF bytes. */
    sha256: text('sha256').notNull(),
    byteLength: integer('byte_length').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_fund_slug_idx').on(t.fundSlug),
    index('documents_owner_idx').on(t.ownerUserId),
    check('documents_kind_check', sql`${t.kind} in ('template', 'filled', 'sealed')`),
  ],
);

/** Where a signer's signature and date are stamped: a rectangle on a page of the filled agreement. */
export type Placement = { page: number; x: number; y: number; width: number; height: number };
export type SignerPlacements = { signature: Placement | null; date: Placement | null };

/** What an envelope is for: a transaction's subscription agreement, or an investor's syndication program NDA. */
export const ENVELOPE_PURPOSES = ['subscriptionAgreement', 'syndicationNda'] as const;
export type EnvelopePurpose = (typeof ENVELOPE_PURPOSES)[number];

export const envelopes = pgTable(
  'envelopes',
  {
    id: id(),
    purpose: text('purpose').$type<EnvelopePurpose>().notNull().default('subscriptionAgreement'),
    /** The transaction of a subscription agreement; null for a document of the investor's own (the NDA). */
    transactionId: uuid('transaction_id')
      .unique()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The fund of a subscription agreement; null for the NDA. */
    fundSlug: text('fund_slug'),
    provider: text('provider').notNull().default('builtin'),
    status: text('status').$type<'inProgress' | 'completed'>().notNull().default('inProgress'),
    /** The fund's template used; null for the built-in demo template. */
    templateDocumentId: uuid('template_document_id').references(() => documents.id, { onDelete: 'set null' }),
    filledDocumentId: uuid('filled_document_id')
      .notNull()
      .references(() => documents.id),
    /** The agreement's field values and signers as filled, sealed with the data cipher (they hold tax ids). */
    sealedFill: text('sealed_fill').notNull(),
    placements: jsonb('placements').$type<Partial<Record<SignerRole, SignerPlacements>>>().notNull().default({}),
    sealedDocumentId: uuid('sealed_document_id').references(() => documents.id),
    sealedSha256: text('sealed_sha256'),
    /**
     * The subscription's tax form (docs/signing.md 'The tax form'): a second document of the envelope, filled with the
     * agreement, signed by the investor in the same ceremony and sealed with it. Null when the fund does not collect
     * tax forms or the method of investment needs none (an IRA).
     */
    taxFormKind: text('tax_form_kind').$type<TaxFormKind>(),
    taxFormFilledDocumentId: uuid('tax_form_filled_document_id').references(() => documents.id),
    taxFormPlacements: jsonb('tax_form_placements').$type<Partial<Record<SignerRole, SignerPlacements>>>(),
    taxFormSealedDocumentId: uuid('tax_form_sealed_document_id').references(() => documents.id),
    taxFormSealedSha256: text('tax_form_sealed_sha256'),
    completedAt: instant('completed_at'),
    /**
     * A voided agreement (the fund's change request, docs/admin.md): it leaves its transaction, which may get a new
     * one, and keeps its signers, events and documents as evidence under the transaction it was for.
     */
    voidedTransactionId: uuid('voided_transaction_id').references(() => transactions.id, { onDelete: 'cascade' }),
    voidedAt: instant('voided_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('envelopes_owner_idx').on(t.ownerUserId),
    index('envelopes_voided_transaction_idx').on(t.voidedTransactionId),
    // A fund's agreements in transaction order: the agreements archive reads them a batch at a time.
    index('envelopes_fund_transaction_idx').on(t.fundSlug, t.transactionId),
    check('envelopes_purpose_check', sql`${t.purpose} in ('subscriptionAgreement', 'syndicationNda')`),
    check(
      'envelopes_tax_form_check',
      sql`(${t.taxFormKind} is null or ${t.taxFormKind} in ('W-9', 'W-8BEN', 'W-8BEN-E')) and (${t.taxFormKind} is null) = (${t.taxFormFilledDocumentId} is null)`,
    ),
    // An agreement belongs to a transaction and its fund; an NDA to neither.
    check(
      'envelopes_subject_check',
      sql`(${t.purpose} = 'subscriptionAgreement') = ((${t.transactionId} is not null or ${t.voidedTransactionId} is not null) and ${t.fundSlug} is not null)`,
    ),
    // One NDA per investor: concurrent first openings end with the same envelope.
    uniqueIndex('envelopes_nda_owner_unique').on(t.ownerUserId).where(sql`${t.purpose} = 'syndicationNda'`),
  ],
);

export const envelopeSigners = pgTable(
  'envelope_signers',
  {
    id: id(),
    envelopeId: uuid('envelope_id')
      .notNull()
      .references(() => envelopes.id, { onDelete: 'cascade' }),
    role: text('role').$type<SignerRole>().notNull(),
    /** Signers sign in this order; co-signers are invited once everyone before them has signed. */
    routingOrder: integer('routing_order').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The portal user who signs in their own session (the investor); null for co-signers. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'pending' | 'signed'>().notNull().default('pending'),
    consentedAt: instant('consented_at'),
    consentSha256: text('consent_sha256'),
    consentIp: text('consent_ip'),
    consentUserAgent: text('consent_user_agent'),
    signedAt: instant('signed_at'),
    signatureKind: text('signature_kind').$type<'typed' | 'drawn'>(),
    signatureText: text('signature_text'),
    signatureImage: bytea('signature_image'),
    signIp: text('sign_ip'),
    signUserAgent: text('sign_user_agent'),
    /** How the signer proved who they were when signing, in words for the certificate. */
    authMethod: text('auth_method'),
    invitedAt: instant('invited_at'),
    reminderCount: integer('reminder_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('envelope_signers_role_unique').on(t.envelopeId, t.role),
    // Co-signers invited and not signed yet, the reminder job's only candidates: a few rows however many have signed.
    index('envelope_signers_awaiting_idx')
      .on(t.invitedAt)
      .where(sql`${t.status} = 'pending' and ${t.userId} is null and ${t.invitedAt} is not null`),
    check('envelope_signers_role_check', sql`${t.role} in ('investor', 'coInvestor', 'spouse')`),
  ],
);

/** The evidence trail of an envelope: every view, consent, code, invitation, signature, download and check. */
export const signingEvents = pgTable(
  'signing_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    envelopeId: uuid('envelope_id')
      .notNull()
      .references(() => envelopes.id, { onDelete: 'cascade' }),
    signerId: uuid('signer_id').references(() => envelopeSigners.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    at: instant('at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('signing_events_envelope_idx').on(t.envelopeId)],
);

/** Co-signer links: single use, 14 days; a resend or reminder revokes the earlier ones. */
export const signingLinks = pgTable(
  'signing_links',
  {
    id: id(),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => envelopeSigners.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('signing_links_signer_idx').on(t.signerId)],
);

/** A co-signer's own session, opened by a link and verified by a code e-mailed to them. */
export const signerSessions = pgTable(
  'signer_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => envelopeSigners.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => signingLinks.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    codeExpiresAt: instant('code_expires_at'),
    codeSentAt: instant('code_sent_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: instant('verified_at'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('signer_sessions_signer_idx').on(t.signerId)],
);
