// The proof-of-identity form's values: what the step's schema checks, plus the government ID upload. Prefilled from
// what the investor already told us (their name, their primary residence).
import type { IdentityRequest } from '../../../shared/api/syndication';
import type { Address } from '../../../shared/domain/entities';
import type { SyndicationIdentityValues } from '../../../shared/schemas/syndication-identity.schema';
import { toUploadedFile, type UploadValue } from '../../components/upload/upload-value';

export type IdentityFormValues = SyndicationIdentityValues & { document: UploadValue };

export const initialIdentityValues = ({
  name,
  residence,
}: {
  name: string;
  residence: Address | null;
}): IdentityFormValues => {
  const country = residence?.country || 'US';
  return {
    legalName: name,
    dateOfBirth: '',
    residence: {
      country,
      state: (country === 'US' ? residence?.state : residence?.province) ?? '',
      city: residence?.city ?? '',
      addressLine1: residence?.address1 ?? '',
      postalCode: residence?.postalCode ?? '',
    },
    document: null,
  };
};

/** The request of POST /api/syndication/identity; null until a good file is chosen. */
export const toIdentityRequest = ({ document, ...values }: IdentityFormValues): IdentityRequest | null => {
  const file = toUploadedFile(document);
  return file ? { ...values, document: file } : null;
};
