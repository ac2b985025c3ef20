// Who must sign a transaction's agreement (docs/spec.md §1: joint subscribers and spouses receive e-signature requests):
// the investor first, then the JTWROS secondary subscriber, or the spouse where the marital check applies
// (docs/spec.md §4) and the investor answered married.
import type { SignerRole } from '../../../shared/api/signing';
import { maritalCheckApplies } from '../../../shared/domain/flow-rules';
import type { FlowValues } from '../../../shared/domain/flow-values';

export type PlannedSigner = {
  role: SignerRole;
  routingOrder: number;
  name: string;
  email: string;
  /** The portal user who signs in their own session; null for co-signers. */
  userId: string | null;
};

export type InvestorIdentity = { userId: string; email: string; firstName: string; lastName: string };

const fullName = (first: string, last: string): string => `${first.trim()} ${last.trim()}`.trim();

export const isSpouseRequired = (
  values: Pick<FlowValues, 'methodOfInvestment' | 'isGlobalInvestor' | 'residenceAddress' | 'maritalStatus'>,
): boolean => maritalCheckApplies(values) && values.maritalStatus === 'married';

export const requiredSigners = (values: FlowValues, investor: InvestorIdentity): PlannedSigner[] => {
  const investorName =
    fullName(values.legalFirstName, values.legalLastName) || fullName(investor.firstName, investor.lastName);
  const signers: PlannedSigner[] = [
    { role: 'investor', routingOrder: 1, name: investorName, email: investor.email, userId: investor.userId },
  ];
  if (values.methodOfInvestment === 'jtwros') {
    signers.push({
      role: 'coInvestor',
      routingOrder: 2,
      name: fullName(values.secondaryLegalFirstName, values.secondaryLegalLastName),
      email: values.secondaryEmail.trim(),
      userId: null,
    });
  }
  if (isSpouseRequired(values)) {
    signers.push({
      role: 'spouse',
      routingOrder: 2,
      name: fullName(values.spouseLegalFirstName, values.spouseLegalLastName),
      email: values.spouseEmail.trim(),
      userId: null,
    });
  }
  return signers;
};
