// docs/spec.md §3 Account. Tax-id columns hold AES-256-GCM ciphertext (security/data-cipher.ts), never plaintext.
import { boolean, index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { AccountTypeCode } from '../../../shared/domain/codes';
import type { Address, Spouse } from '../../../shared/domain/entities';
import { createdAt, id } from './columns';
import { users } from './users';

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: smallint('account_type').$type<AccountTypeCode>().notNull(),
    isGlobalInvestor: boolean('is_global_investor').notNull().default(false),
    ssn: text('ssn'),
    ein: text('ein'),
    isEinSelected: boolean('is_ein_selected').notNull().default(false),
    nonUSTaxId: text('non_us_tax_id'),
    isNoTaxIdSelected: boolean('is_no_tax_id_selected').notNull().default(false),
    trustOrEntityName: text('trust_or_entity_name'),
    isDisregardedEntitySelected: boolean('is_disregarded_entity_selected').notNull().default(false),
    disregardedEntitySSN: text('disregarded_entity_ssn'),
    investmentAddress: jsonb('investment_address').$type<Address>(),
    accreditationType: integer('accreditation_type'),
    qualifiedPurchaserDefinition: text('qualified_purchaser_definition'),
    isMarriedInvestor: boolean('is_married_investor'),
    spouse: jsonb('spouse').$type<Spouse>(),
    jtwrosFirstName: text('jtwros_first_name'),
    jtwrosLastName: text('jtwros_last_name'),
    jtwrosEmail: text('jtwros_email'),
    jtwrosSSN: text('jtwros_ssn'),
    jtwrosMobilePhone: text('jtwros_mobile_phone'),
    jtwrosHomePhone: text('jtwros_home_phone'),
    isJtwrosDuplicateCorrespondenceSelected: boolean('is_jtwros_duplicate_correspondence_selected')
      .notNull()
      .default(false),
    isJtwrosAddressSameAsPrimarySubscriberSelected: boolean('is_jtwros_address_same_as_primary_subscriber_selected')
      .notNull()
      .default(false),
    jtwrosAddress: jsonb('jtwros_address').$type<Address>(),
    iraCustodian: text('ira_custodian'),
    iraCustodianName: text('ira_custodian_name'),
    isNoCustodianIraNumberSelected: boolean('is_no_custodian_ira_number_selected').notNull().default(false),
    iraType: text('ira_type'),
    iraAccountNumber: text('ira_account_number'),
    isNeedToOpenIRASelected: boolean('is_need_to_open_ira_selected').notNull().default(false),
    iraSecondaryEIN: text('ira_secondary_ein'),
    accountName: text('account_name'),
    accountPreferredName: text('account_preferred_name'),
    isPromotedInterestCalculationConfirmationSelected: boolean('is_promoted_interest_calculation_confirmation_selected')
      .notNull()
      .default(false),
    hideForReinvestment: boolean('hide_for_reinvestment').notNull().default(false),
    isMoiEditModeSelected: boolean('is_moi_edit_mode_selected').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);
