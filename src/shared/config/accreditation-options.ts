// docs/spec.md §3: the configured accreditation list offers Accredited, Not Accredited and Qualified Purchaser; docs/spec.md §9 gives
// the accredited-investor criteria shown beside the answer. Codes and labels are kept once in domain/account-types.
import { ACCREDITATION_LABELS, OFFERED_ACCREDITATION_TYPES } from '../domain/account-types';
import { ACCREDITATION_BASIS_LABELS } from '../domain/accreditation-basis';
import { ACCREDITATION, type AccreditationCode } from '../domain/codes';

export type AccreditationOption = {
  code: AccreditationCode;
  /** The form value: the code as a string (FlowValues.accreditation). */
  value: string;
  label: string;
  /** What qualifies an investor for this answer (docs/spec.md §9); empty where the spec gives none. */
  criteria: readonly string[];
};

/** docs/spec.md §9 accredited criteria: income, joint income, net worth, licence. */
export const ACCREDITED_CRITERIA: readonly string[] = Object.values(ACCREDITATION_BASIS_LABELS);

export const ACCREDITATION_OPTIONS: readonly AccreditationOption[] = OFFERED_ACCREDITATION_TYPES.map((code) => ({
  code,
  value: String(code),
  label: ACCREDITATION_LABELS[code],
  criteria: code === ACCREDITATION.accredited ? ACCREDITED_CRITERIA : [],
}));
