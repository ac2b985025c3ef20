// Whom a subscription asks the lists about (docs/kyc.md 'Who is screened'), from the wizard's answers: the investor,
// the joint subscriber, the spouse who consents, and an entity or trust by its own name beside the person signing for
// it, its beneficial owners and its control person (BENEFICIAL_OWNERS). Dates of birth come from the identity-check
// steps (or a W-8BEN), countries from residences and passports; an entity's tax id and the passport numbers are
// compared with the lists' identifiers. An IRA is held by its custodian, who performs these
// checks: nobody is screened, and the record says why.
import type { Address } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import { ownersAsked, type PersonPrefix } from '../../../shared/domain/identity-checks';
import { comparableIdentifiers } from './identifiers';
import { nameWords } from './name-matching';
import type { ScreeningSubject, SubjectRole } from './screening-types';

export const IRA_CUSTODIAN_CHECKS = 'The IRA custodian performs the identity checks of its account holders.';

export type SubscriptionSubjects = { subjects: ScreeningSubject[]; exemption: string | null };

const fullName = (first: string, last: string): string => `${first.trim()} ${last.trim()}`.trim();

const countryOf = (country: string | undefined): string[] => (country ? [country.toLowerCase()] : []);

const identifiersOf = (values: string[]): { identifiers?: string[] } => {
  const identifiers = comparableIdentifiers(values);
  return identifiers.length > 0 ? { identifiers } : {};
};

/** The entity's own tax id: an EIN, or a trust's foreign tax id. */
const entityTaxIds = (values: FlowValues): string[] =>
  values.methodOfInvestment === 'trust' ? (values.noTaxId ? [] : [values.intlTaxId]) : values.isEin ? [values.ein] : [];

const birthDateOf = (date: string): { birthDate?: string } => (date ? { birthDate: date } : {});

/** A person of the beneficial-owners step: residence and passport countries, each once. */
const personOf = (values: FlowValues, prefix: PersonPrefix, role: SubjectRole): ScreeningSubject => {
  const record = values as unknown as Record<string, unknown>;
  const address = record[`${prefix}Address`] as Address | undefined;
  const passportCountry =
    record[`${prefix}IdKind`] === 'passport' ? String(record[`${prefix}PassportCountry`] ?? '') : '';
  return {
    role,
    kind: 'person',
    name: String(record[`${prefix}Name`] ?? '').trim(),
    ...birthDateOf(String(record[`${prefix}DateOfBirth`] ?? '')),
    countries: [...new Set([...countryOf(address?.country), ...countryOf(passportCountry)])],
    ...identifiersOf(passportCountry ? [String(record[`${prefix}Passport`] ?? '')] : []),
  };
};

/** The same person named twice (a control person who is also an owner) is screened once. */
const samePerson = (a: ScreeningSubject, b: ScreeningSubject): boolean =>
  nameWords(a.name).join(' ') === nameWords(b.name).join(' ') && a.birthDate === b.birthDate;

export const subscriptionSubjects = (values: FlowValues): SubscriptionSubjects => {
  if (values.methodOfInvestment === 'ira') return { subjects: [], exemption: IRA_CUSTODIAN_CHECKS };
  const residence = countryOf(values.residenceAddress.country);
  const subjects: ScreeningSubject[] = [];
  const add = (subject: ScreeningSubject) => {
    if (subject.name !== '') subjects.push(subject);
  };
  add({
    role: 'investor',
    kind: 'person',
    name: fullName(values.legalFirstName, values.legalLastName),
    ...birthDateOf(values.dateOfBirth || values.w8DateOfBirth),
    countries: residence,
  });
  if (values.methodOfInvestment === 'jtwros') {
    const address = values.isSecondaryAddressSameAsPrimary ? values.residenceAddress : values.secondaryAddress;
    add({
      role: 'jointSubscriber',
      kind: 'person',
      name: fullName(values.secondaryLegalFirstName, values.secondaryLegalLastName),
      ...birthDateOf(values.secondaryDateOfBirth),
      countries: countryOf(address.country),
    });
  }
  if (values.maritalStatus === 'married')
    add({
      role: 'spouse',
      kind: 'person',
      name: fullName(values.spouseLegalFirstName, values.spouseLegalLastName),
      countries: residence,
    });
  if (values.methodOfInvestment === 'entity' || values.methodOfInvestment === 'trust') {
    add({
      role: 'entity',
      kind: 'organization',
      name: values.entityTrustName.trim(),
      countries: residence,
      ...identifiersOf(entityTaxIds(values)),
    });
    const owners = ownersAsked(values.beneficialOwnerCount).map((prefix) =>
      personOf(values, prefix, 'beneficialOwner'),
    );
    for (const owner of owners) add(owner);
    const control = personOf(values, 'control', 'controlPerson');
    if (!owners.some((owner) => samePerson(owner, control))) add(control);
  }
  return { subjects, exemption: null };
};
