// The columns of a fund's pipeline CSV (docs/admin.md 'Export'): the row the pipeline shows, the investor's answers an
// administrator needs (docs/spec.md §3: names, contact, addresses, method, accreditation, co-subscribers, IRA), and every
// docs/spec.md §3 date of the transaction, written in the fund's time zone with its offset (US Eastern, docs/spec.md §4).
// Each column is a label and a function of one row, so a column is added in one line.
import type { PipelineRow } from '../../../../shared/api/admin-pipeline';
import { FUND_TIME_ZONE } from '../../../../shared/domain/constants';
import type { FlowValues } from '../../../../shared/domain/flow-values';
import { answerLabel, answerText } from './answer-lines';
import type { PipelineSource } from './pipeline-repository';

export type CsvRowSource = {
  row: PipelineRow;
  source: PipelineSource;
  values: FlowValues;
  /** Masks a tax id, or keeps it in full for the audited full export. */
  taxId: (value: string) => string;
};

/** Where the identity checks stand, in the back office's words (docs/kyc.md); never screened is left blank. */
const SCREENING_WORDS: Record<NonNullable<PipelineSource['screeningStatus']> | 'none', string | null> = {
  none: null,
  cleared: 'Cleared',
  exempt: 'Not screened: IRA custodian checks',
  open: 'Possible match to review',
  confirmed: 'Match confirmed: blocked',
};

type Column = { header: string; cell: (r: CsvRowSource) => string | null };

const HOUR_MS = 3_600_000;
const offsetName = new Intl.DateTimeFormat('en-US', { timeZone: FUND_TIME_ZONE, timeZoneName: 'longOffset' });
/** The zone's offset in minutes, asked of Intl once per hour of UTC (offsets change on the hour): a CSV of 100,000
 * rows writes over a million instants. */
const offsets = new Map<number, number>();
const offsetMinutesAt = (ms: number): number => {
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const name = offsetName.formatToParts(hour * HOUR_MS).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d\d):(\d\d)/.exec(name) ?? [];
  const offset = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  if (offsets.size > 100_000) offsets.clear();
  offsets.set(hour, offset);
  return offset;
};

/** '2026-03-08T15:30:00-04:00': ISO 8601 in the fund's time zone (US Eastern, docs/spec.md §4), the offset naming it. */
export const easternIso = (value: Date | string | null): string | null => {
  if (value === null) return null;
  const ms = new Date(value).getTime();
  const offset = offsetMinutesAt(ms);
  const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  const size = Math.abs(offset);
  const zone = `${offset < 0 ? '-' : '+'}${String(Math.floor(size / 60)).padStart(2, '0')}:${String(size % 60).padStart(2, '0')}`;
  return `${wall}${zone}`;
};

const dollars = (cents: number | null): string | null => (cents === null ? null : (cents / 100).toFixed(2));

/** The subscriber's own tax id: the one their method of investment asked for. */
const primaryTaxId = (v: FlowValues): string => {
  if (v.isGlobalInvestor) return v.intlTaxId;
  if (v.methodOfInvestment === 'entity') return v.isEin ? v.ein : v.ssn;
  return v.ssn || v.ein;
};

const answer = (field: keyof FlowValues, header = answerLabel(field)): Column => ({
  header,
  cell: ({ values }) => answerText(values, field) || null,
});

const taxIdColumn = (header: string, of: (v: FlowValues) => string): Column => ({
  header,
  cell: ({ values, taxId }) => taxId(of(values)),
});

const TIME_ZONE_NOTE = '(US Eastern)';
const instant = (header: string, of: (r: CsvRowSource) => Date | string | null): Column => ({
  header: `${header} ${TIME_ZONE_NOTE}`,
  cell: (r) => easternIso(of(r)),
});

export const CSV_COLUMNS: readonly Column[] = [
  { header: 'Transaction', cell: ({ row }) => row.transactionId },
  { header: 'Fund', cell: ({ source }) => source.transaction.fundSlug },
  { header: 'Investor', cell: ({ row }) => row.investor.name },
  { header: 'E-mail', cell: ({ row }) => row.investor.email },
  { header: 'Method of investment', cell: ({ row }) => row.methodOfInvestment },
  answer('isGlobalInvestor'),
  answer('accountNickname'),
  answer('entityTrustName', 'Entity or trust'),
  answer('disregardedEntity'),
  taxIdColumn('Tax id', primaryTaxId),
  taxIdColumn('Owner SSN (disregarded entity)', (v) => v.disregardedEntitySsn),
  taxIdColumn('Joint subscriber SSN', (v) => v.secondarySsn),
  taxIdColumn('IRA EIN', (v) => v.iraSecondaryEin),
  answer('legalFirstName'),
  answer('legalLastName'),
  answer('preferredFirstName'),
  answer('mobilePhone'),
  answer('residenceAddress'),
  answer('investmentAddress'),
  answer('secondaryLegalFirstName'),
  answer('secondaryLegalLastName'),
  answer('secondaryEmail'),
  answer('secondaryMobilePhone'),
  answer('secondaryAddress'),
  answer('maritalStatus'),
  answer('spouseLegalFirstName'),
  answer('spouseLegalLastName'),
  answer('spouseEmail'),
  answer('iraCustodian'),
  answer('iraCustodianName'),
  answer('iraCustodianEin'),
  answer('iraAccountNumber'),
  answer('iraType'),
  answer('needToOpenIra'),
  answer('accreditation'),
  answer('qualifiedPurchaserDefinition'),
  answer('agreedToPromotedInterest'),
  { header: 'Current step', cell: ({ row }) => row.currentStepTitle },
  { header: 'Status', cell: ({ row }) => row.statusText },
  { header: 'Amount (USD)', cell: ({ row }) => dollars(row.amount) },
  { header: 'Reservation (USD)', cell: ({ row }) => dollars(row.reservationAmount) },
  {
    header: 'Reservation required in advance',
    cell: ({ source }) => (source.transaction.requiredReservationInAdvance ? 'Yes' : 'No'),
  },
  { header: 'Approval', cell: ({ row }) => row.approval },
  { header: 'Rejection reason', cell: ({ row }) => row.rejectionReason },
  { header: 'Signers', cell: ({ row }) => row.signers.map((s) => `${s.name} (${s.role}): ${s.status}`).join('; ') },
  { header: 'Agreement envelope', cell: ({ source }) => source.envelope?.id ?? null },
  { header: 'Account', cell: ({ source }) => source.transaction.accountId },
  {
    header: 'Existing account chosen',
    cell: ({ source }) => (source.transaction.isExistingAccountSelected ? 'Yes' : 'No'),
  },
  { header: 'Vintage fund code', cell: ({ source }) => source.transaction.vintageFundCode },
  { header: 'Identity checks', cell: ({ source }) => SCREENING_WORDS[source.screeningStatus ?? 'none'] },
  instant('Agreement signed', ({ row }) => row.subscriptionAgreementDate),
  instant('Countersigned', ({ row }) => row.countersignedAt),
  instant('Funds transferred', ({ row }) => row.fundsTransferDate),
  instant('Accreditation proven', ({ row }) => row.proofOfAccreditationDate),
  instant('Completed', ({ row }) => row.completionDate),
  instant('Rejected', ({ row }) => row.rejectionDate),
  instant('Waitlisted', ({ source }) => source.transaction.waitListDate),
  instant('IRA requested', ({ source }) => source.transaction.iraRequestedDate),
  instant('Chose fund-reopened notice', ({ source }) => source.transaction.fundReopenedNotificationSelectedDate),
  instant(
    'IRA SSN confirmed at signing',
    ({ source }) => source.transaction.iraSSNConfirmedWithSubscriptionAgreementSigningDate,
  ),
  instant(
    'IRA secondary EIN confirmed at signing',
    ({ source }) => source.transaction.iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate,
  ),
  instant('Started', ({ row }) => row.createdAt),
  instant('Last change', ({ row }) => row.updatedAt),
];

export const CSV_HEADER: readonly string[] = CSV_COLUMNS.map((column) => column.header);

/** A spreadsheet runs a cell starting with one of these as a formula (OWASP 'CSV injection'), full-width forms too. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One cell as the export writes it: always quoted, a quote doubled (RFC 4180), and a cell a spreadsheet would run as a
 * formula starting with an apostrophe. Written here rather than by a CSV library: a library's per-cell bookkeeping
 * (a context object and arrays for every cell) was most of what a 100,000-row export allocated, and the export holds
 * the server's memory flat (docs/performance.md 'The CSV's memory at 100,000 rows'). `csv-writer.test.ts` checks it
 * byte for byte against csv-stringify with the options it replaced.
 */
export const csvCell = (value: string | null): string => {
  if (value === null || value === '') return '""';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.includes('"') ? safe.replaceAll('"', '""') : safe}"`;
};

const csvRecord = (cells: readonly (string | null)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The first chunk of a CSV: a byte-order mark (spreadsheets then read UTF-8 names) and the header line. */
export const CSV_START = `\uFEFF${csvRecord(CSV_HEADER)}`;

/** One row's line, CRLF-ended, each cell written as its column makes it (no array of cells in between). */
export const csvLine = (r: CsvRowSource): string => {
  let line = '';
  for (let i = 0; i < CSV_COLUMNS.length; i += 1) {
    const column = CSV_COLUMNS[i] as Column;
    line += i === 0 ? csvCell(column.cell(r)) : `,${csvCell(column.cell(r))}`;
  }
  return `${line}\r\n`;
};
