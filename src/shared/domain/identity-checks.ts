// Identity checks asked in the wizard when the fund runs them (the fund's 'Identity checks' setting, docs/kyc.md): what
// screening and the fund's know-your-customer file need and the wizard does not know yet. Individuals, global direct
// investors and joint subscribers give each person's date of birth and whether the person holds or held a prominent
// public function (with the source of funds in a sentence when so). Entities and trusts give their beneficial owners
// (each person owning 25 % or more, as the US customer due-diligence rule, 31 CFR 1010.230, describes; at most four
// people can) and one control person. An IRA gives none: its custodian performs these checks.
import type { MethodOfInvestment } from './codes';
import { emptyAddress } from './empty-address';
import type { Address, Fund } from './entities';

/** The wizard step that asks a method's identity details, or null (an IRA, or the fund does not run checks). */
export type IdentityCheckStep = 'IDENTITY_DETAILS' | 'BENEFICIAL_OWNERS';

const STEP_OF_METHOD: Record<MethodOfInvestment, IdentityCheckStep | null> = {
  individual: 'IDENTITY_DETAILS',
  jtwros: 'IDENTITY_DETAILS',
  direct: 'IDENTITY_DETAILS',
  entity: 'BENEFICIAL_OWNERS',
  trust: 'BENEFICIAL_OWNERS',
  ira: null,
};

export const identityCheckStepFor = (
  fund: Pick<Fund, 'identityChecks'>,
  method: MethodOfInvestment | null,
): IdentityCheckStep | null => (fund.identityChecks && method ? STEP_OF_METHOD[method] : null);

/** The ownership share from which a person is a beneficial owner (the CDD rule's ownership prong). */
export const BENEFICIAL_OWNERSHIP_THRESHOLD_PERCENT = 25;
/** At most four people can each own 25 % or more. */
export const MAX_BENEFICIAL_OWNERS = 4;

export const OWNER_PREFIXES = ['owner1', 'owner2', 'owner3', 'owner4'] as const;
export type OwnerPrefix = (typeof OWNER_PREFIXES)[number];
/** The people the beneficial-owners step asks about: the owners, then the control person. */
export type PersonPrefix = OwnerPrefix | 'control';

export type PersonIdKind = 'ssn' | 'passport';
export const PERSON_ID_KINDS = [
  { value: 'ssn', label: 'US Social Security number' },
  { value: 'passport', label: 'Passport' },
] as const satisfies readonly { value: PersonIdKind; label: string }[];

/** One person of the beneficial-owners step: name, birth date, residence and an identity document. */
type PersonFields<P extends string> = { [K in `${P}Name` | `${P}DateOfBirth`]: string } & {
  [K in `${P}Address`]: Address;
} & { [K in `${P}IdKind`]: PersonIdKind | '' } & {
  /** Sealed at rest and masked in every answer, like the investor's tax ids. */
  [K in `${P}Ssn` | `${P}Passport`]: string;
} & { [K in `${P}PassportCountry`]: string };

type OwnerFields<P extends OwnerPrefix> = PersonFields<P> & { [K in `${P}Percentage`]: string };

export type IdentityCheckValues = {
  // IDENTITY_DETAILS: the investor (the primary subscriber of a joint account).
  /** YYYY-MM-DD; a global direct investor's W-8BEN birth date serves when the tax form asked it first. */
  dateOfBirth: string;
  /** Holds or held a prominent public function (a politically exposed person); null until answered. */
  isPoliticallyExposed: boolean | null;
  /** Asked of a politically exposed person: where the money invested comes from, in a sentence. */
  sourceOfFunds: string;
  // IDENTITY_DETAILS: the secondary subscriber of a joint account.
  secondaryDateOfBirth: string;
  secondaryIsPoliticallyExposed: boolean | null;
  secondarySourceOfFunds: string;
  // BENEFICIAL_OWNERS: how many people own 25 % or more ('0'–'4'), each of them, and the control person.
  beneficialOwnerCount: string;
  controlTitle: string;
} & OwnerFields<'owner1'> &
  OwnerFields<'owner2'> &
  OwnerFields<'owner3'> &
  OwnerFields<'owner4'> &
  PersonFields<'control'>;

const emptyPerson = (prefix: PersonPrefix): Record<string, unknown> => ({
  [`${prefix}Name`]: '',
  [`${prefix}DateOfBirth`]: '',
  [`${prefix}Address`]: emptyAddress(),
  [`${prefix}IdKind`]: '',
  [`${prefix}Ssn`]: '',
  [`${prefix}Passport`]: '',
  [`${prefix}PassportCountry`]: '',
});

export const emptyIdentityCheckValues = (): IdentityCheckValues =>
  ({
    dateOfBirth: '',
    isPoliticallyExposed: null,
    sourceOfFunds: '',
    secondaryDateOfBirth: '',
    secondaryIsPoliticallyExposed: null,
    secondarySourceOfFunds: '',
    beneficialOwnerCount: '',
    controlTitle: '',
    ...Object.assign({}, ...OWNER_PREFIXES.map((p) => ({ ...emptyPerson(p), [`${p}Percentage`]: '' }))),
    ...emptyPerson('control'),
  }) as IdentityCheckValues;

/** The identity documents of the beneficial-owners step: sealed at rest, masked in every answer. */
export const IDENTITY_SECRET_FIELDS = [
  'owner1Ssn',
  'owner1Passport',
  'owner2Ssn',
  'owner2Passport',
  'owner3Ssn',
  'owner3Passport',
  'owner4Ssn',
  'owner4Passport',
  'controlSsn',
  'controlPassport',
] as const satisfies readonly (keyof IdentityCheckValues)[];

/** The owners the investor said there are (the first `beneficialOwnerCount` of them). */
export const ownersAsked = (count: unknown): readonly OwnerPrefix[] => {
  const n = Number(count);
  return Number.isInteger(n) && n >= 0 && n <= MAX_BENEFICIAL_OWNERS ? OWNER_PREFIXES.slice(0, n) : [];
};

/** What a person of the beneficial-owners step is called on the page: 'Owner 1' … 'Owner 4', 'Control person'. */
export const personTitle = (prefix: PersonPrefix): string =>
  prefix === 'control' ? 'Control person' : `Owner ${prefix.slice('owner'.length)}`;

/** The definition the PEP question shows (FATF's wording, shortened). */
export const POLITICALLY_EXPOSED_HINT =
  'For example a head of state or government, a minister, a senior judge, a member of parliament, a senior military officer, a senior executive of a state-owned company or a senior party official, in any country, now or in the past; or a close family member or close associate of such a person.';
