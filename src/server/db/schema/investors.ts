// The investor profile of docs/spec.md §3 UserInvestments: one row per user, 'the portfolio'.
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '../../../shared/domain/entities';
import { createdAt, id, instant } from './columns';
import { users } from './users';

export const investors = pgTable('investors', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Fund portal on which the portfolio was created. */
  portalFundSlug: text('portal_fund_slug'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  mobilePhone: text('mobile_phone'),
  homePhone: text('home_phone'),
  preferredName: text('preferred_name'),
  primaryResidence: jsonb('primary_residence').$type<Address>(),
  smsOptInDate: instant('sms_opt_in_date'),
  proofOfAccreditationDate: instant('proof_of_accreditation_date'),
  proofOfAccreditationSubmissionDate: instant('proof_of_accreditation_submission_date'),
  proofOfAccreditationExpirationDate: instant('proof_of_accreditation_expiration_date'),
  proofOfAccreditationStatus: text('proof_of_accreditation_status'),
  proofOfIdentityStatus: text('proof_of_identity_status'),
  proofOfIdentityStatusUpdateDate: instant('proof_of_identity_status_update_date'),
  proofOfIdentitySubmissionDate: instant('proof_of_identity_submission_date'),
  syndicationProgramSignUpStartDate: instant('syndication_program_sign_up_start_date'),
  syndicationProgramSignUpAcknowledgmentsCompletionDate: instant(
    'syndication_program_sign_up_acknowledgments_completion_date',
  ),
  syndicationProgramSignUpNDACompletionDate: instant('syndication_program_sign_up_nda_completion_date'),
  syndicationProgramSignUpAcknowledgmentsText: text('syndication_program_sign_up_acknowledgments_text'),
  createdAt: createdAt(),
});
