// Whom a subscription asks the lists about (docs/kyc.md 'Who is screened'), from the wizard's answers: the investor,
// the joint subscriber, the spouse who consents, and an entity or trust by its own name beside the person signing for
// it. An IRA is held by its custodian, who performs these checks: nobody is screened, and the record says why.
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { ScreeningSubject } from './screening-types';

export const IRA_CUSTODIAN_CHECKS = 'The IRA custodian performs the identity checks of its account holders.';

export type SubscriptionSubjects = { subjects: ScreeningSubject[]; exemption: string | null };

const fullName = (first: string, last: string): string => `${first.trim()} ${last.trim()}`.trim();

const countryOf = (country: string | undefined): string[] => (country ? [country.toLowerCase()] : []);

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
    countries: residence,
  });
  if (values.methodOfInvestment === 'jtwros') {
    const address = values.isSecondaryAddressSameAsPrimary ? values.residenceAddress : values.secondaryAddress;
    add({
      role: 'jointSubscriber',
      kind: 'person',
      name: fullName(values.secondaryLegalFirstName, values.secondaryLegalLastName),
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
  if (values.methodOfInvestment === 'entity' || values.methodOfInvestment === 'trust')
    add({ role: 'entity', kind: 'organization', name: values.entityTrustName.trim(), countries: residence });
  return { subjects, exemption: null };
};
