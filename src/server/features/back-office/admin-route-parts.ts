// JSON schemas of the back office's requests (docs/admin.md). They check shapes and types; the fund's business rules
// and their messages are the shared schema's (src/shared/schemas/admin).
import { FUND_TYPE_CODES, PORTAL_TYPES, SCREENING_STAGES } from '../../../shared/domain/codes';
import { fundSlugSchema, idSchema, objectSchema } from '../../schema-parts';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const fundDate = nullableText(40);
const cents = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;

export const fundBodySchema = objectSchema(
  {
    fund: objectSchema(
      {
        slug: text(100),
        code: text(100),
        name: text(300),
        legalName: text(400),
        finalSubscriptionAgreementDeadline: fundDate,
        accreditedQualified: { type: 'boolean' },
        type: { enum: ['default', 'syndication'] },
        fundTypeCode: { enum: [...FUND_TYPE_CODES] },
        minimumInvestmentAmount: cents,
        maximumInvestmentAmount: { ...cents, type: ['integer', 'null'] },
        closeDate: fundDate,
        marketingLaunchDate: fundDate,
        commitmentDeadline: fundDate,
        initialCloseDate: fundDate,
        reservationStartDate: fundDate,
        reservationEndDate: fundDate,
        hexColor: text(20),
        carryType: nullableText(100),
        syndicationAssetType: { enum: ['single', 'multiple', null] },
        pricePerShare: { type: 'number', minimum: 0, maximum: 1e12 },
        fundMaxExceeded: { type: 'boolean' },
        // Ranges and whole numbers are the shared schema's, with its messages.
        carryPercentage: { type: ['number', 'null'] },
        managementFeePercentage: { type: ['number', 'null'] },
        termYears: { type: ['number', 'null'] },
        vintageYear: { type: ['number', 'null'] },
        targetAmount: { ...cents, type: ['integer', 'null'] },
        isProgressShown: { type: 'boolean' },
        collectTaxForms: { type: 'boolean' },
        identityChecks: { type: 'boolean' },
        screeningStage: { type: 'string', enum: [...SCREENING_STAGES] },
      },
      [
        'slug',
        'code',
        'name',
        'legalName',
        'finalSubscriptionAgreementDeadline',
        'accreditedQualified',
        'type',
        'fundTypeCode',
        'minimumInvestmentAmount',
        'maximumInvestmentAmount',
        'closeDate',
        'marketingLaunchDate',
        'commitmentDeadline',
        'initialCloseDate',
        'reservationStartDate',
        'reservationEndDate',
        'hexColor',
        'carryType',
        'syndicationAssetType',
        'pricePerShare',
        'fundMaxExceeded',
        'carryPercentage',
        'managementFeePercentage',
        'termYears',
        'vintageYear',
        'targetAmount',
        'isProgressShown',
        'collectTaxForms',
        'identityChecks',
        'screeningStage',
      ],
    ),
    portalSettings: objectSchema(
      {
        portalType: { enum: [...PORTAL_TYPES] },
        startDatetime: fundDate,
        endDatetime: fundDate,
        closeDatetime: fundDate,
        reservationStartDatetime: fundDate,
        reservationEndDatetime: fundDate,
        requiresReservationInAdvance: { type: 'boolean' },
      },
      [
        'portalType',
        'startDatetime',
        'endDatetime',
        'closeDatetime',
        'reservationStartDatetime',
        'reservationEndDatetime',
        'requiresReservationInAdvance',
      ],
    ),
  },
  ['fund', 'portalSettings'],
);

export const slugParamsSchema = objectSchema({ slug: fundSlugSchema }, ['slug']);
export type SlugParams = { slug: string };

export const transactionIdParamsSchema = objectSchema({ transactionId: idSchema }, ['transactionId']);
export type TransactionParams = { transactionId: string };

export const userIdParamsSchema = objectSchema({ userId: idSchema }, ['userId']);
export type UserParams = { userId: string };

/** ISO-8601 instants (the browser sends `toISOString()`); null clears. */
export const isoOrNullSchema = { type: ['string', 'null'], maxLength: 40 } as const;

/** Query values arrive as text (no coercion, docs/design.md §5). */
export const digitsSchema = { type: 'string', pattern: '^[0-9]{1,12}$' } as const;
