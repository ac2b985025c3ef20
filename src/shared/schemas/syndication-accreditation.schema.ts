// Syndication sign-up step 4, proof of accreditation: the basis the investor claims (docs/spec.md §9 accredited criteria).
// The browser form and POST /api/syndication/accreditation validate with this same schema; the evidence upload beside
// it is checked by its content on the server (docs/syndication.md 'Uploads').
import { type ObjectSchema, object, string } from 'yup';
import { ACCREDITATION_BASES, type AccreditationBasis } from '../domain/accreditation-basis';

export const ACCREDITATION_BASIS_MESSAGE = 'Please choose how you qualify as an accredited investor.';

export type SyndicationAccreditationValues = { basis: AccreditationBasis };

export const syndicationAccreditationSchema: ObjectSchema<SyndicationAccreditationValues> = object({
  basis: string<AccreditationBasis>()
    .default(undefined)
    .required(ACCREDITATION_BASIS_MESSAGE)
    .typeError(ACCREDITATION_BASIS_MESSAGE)
    .oneOf(ACCREDITATION_BASES, ACCREDITATION_BASIS_MESSAGE),
});
