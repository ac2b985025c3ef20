// How a verification reads in the back office's queue (VerificationQueueRow): who, what, when, the upload, and what
// the investor declared besides it, as label/value lines opened from the sealed details.
import type { VerificationQueueRow } from '../../../shared/api/syndication';
import { US_STATES } from '../../../shared/config/us-states';
import { ACCREDITATION_BASIS_LABELS } from '../../../shared/domain/accreditation-basis';
import { uploadSummary } from './syndication-status';
import type { QueueEntry, VerificationDetails } from './verifications-repository';

export const adminDocumentUrl = (verificationId: string): string =>
  `/api/admin/verifications/${verificationId}/document`;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

const countryName = (code: string): string => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};

const stateName = (code: string): string => US_STATES.find((s) => s.value === code)?.name ?? code;

export const detailLines = (details: VerificationDetails): { label: string; value: string }[] => {
  if (details.kind === 'accreditation') {
    return [{ label: 'Basis', value: ACCREDITATION_BASIS_LABELS[details.basis] }];
  }
  const { residence } = details;
  const region = residence.country === 'US' ? stateName(residence.state) : residence.state;
  const place = [residence.city, [region, residence.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [
    { label: 'Legal name', value: details.legalName },
    { label: 'Date of birth', value: details.dateOfBirth },
    { label: 'Residence', value: [residence.addressLine1, place, countryName(residence.country)].join(', ') },
  ];
};

export const queueRow = (entry: QueueEntry): VerificationQueueRow => ({
  verificationId: entry.id,
  kind: entry.kind,
  investor: {
    integrationId: entry.userId,
    name: `${entry.investor.firstName} ${entry.investor.lastName}`.trim() || entry.investor.email,
    email: entry.investor.email,
  },
  status: entry.status,
  decision: entry.decision,
  submittedAt: entry.submittedAt.toISOString(),
  upload: uploadSummary(entry.upload, adminDocumentUrl(entry.id)),
  details: detailLines(entry.details),
  decidedAt: entry.decidedAt?.toISOString() ?? null,
  reason: entry.reason,
  documentUrl: adminDocumentUrl(entry.id),
});
