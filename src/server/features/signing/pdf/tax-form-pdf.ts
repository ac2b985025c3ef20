// The substitute tax forms (docs/signing.md 'The tax form'): Form W-9, Form W-8BEN and the parts of Form W-8BEN-E a
// trust completes, in the layout of the IRS forms' lines (their numbers and labels), filled from TaxFormData, with
// the certification of TAX_FORM_CERTIFICATIONS and a place for the primary signer's signature and date. The tax id is
// printed whole: the document is stored encrypted, like every document that holds one.
import { PDFDocument } from 'pdf-lib';
import type { SignerRole } from '../../../../shared/api/signing';
import type { Address } from '../../../../shared/domain/entities';
import {
  TAX_FORM_CERTIFICATIONS,
  type TaxFormKind,
  W8BENE_FATCA_STATUSES,
  W8BENE_TRUST_STATUSES,
  W9_TAX_CLASSIFICATIONS,
} from '../../../../shared/domain/tax-forms';
import type { SignerPlacements } from '../../../db/schema/signing';
import { countryName, type TaxFormData, W9_INDIVIDUAL } from '../tax-form-data';
import { createFormWriter, type FormWriter } from './tax-form-layout';

export type RenderedTaxForm = { pdf: Uint8Array; placements: Partial<Record<SignerRole, SignerPlacements>> };

export const TAX_FORM_TITLES: Record<TaxFormKind, string> = {
  'W-9': 'Request for Taxpayer Identification Number and Certification',
  'W-8BEN':
    'Certificate of Foreign Status of Beneficial Owner for United States Tax Withholding and Reporting (Individuals)',
  'W-8BEN-E': 'Certificate of Status of Beneficial Owner for United States Tax Withholding and Reporting (Entities)',
};

const REVISIONS: Record<TaxFormKind, string> = {
  'W-9': 'Rev. March 2024',
  'W-8BEN': 'Rev. October 2021',
  'W-8BEN-E': 'Rev. October 2021',
};

/** '1 Market Street, Suite 2' / 'San Francisco, CA 94105' / 'United States'. */
const addressLines = (address: Address) => ({
  street: [address.address1, address.address2]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', '),
  city: [address.city.trim(), [address.state || address.province, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', '),
  country: countryName(address.country),
});

/** YYYY-MM-DD as the W-8 forms ask for it, MM-DD-YYYY. */
const irsDate = (isoDate: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[2]}-${match[3]}-${match[1]}` : isoDate;
};

const certification = (writer: FormWriter, kind: TaxFormKind, isItemTwoStruck: boolean): void => {
  for (const paragraph of TAX_FORM_CERTIFICATIONS[kind].split('\n')) {
    writer.paragraph(paragraph, { isStruck: isItemTwoStruck && paragraph.startsWith('2. ') });
  }
};

const w9 = (writer: FormWriter, data: TaxFormData, fundLegalName: string): SignerPlacements => {
  const address = addressLines(data.address);
  writer.lines([{ number: '1', label: 'Name of entity/individual', value: data.name }]);
  writer.lines([
    { number: '2', label: 'Business name/disregarded entity name, if different from above', value: data.businessName },
  ]);
  writer.checkboxes({
    number: '3a',
    label: 'Federal tax classification of the entity/individual whose name is entered on line 1 (check only one)',
    options: [W9_INDIVIDUAL, ...W9_TAX_CLASSIFICATIONS.map((c) => c.label)],
    checked: data.classification,
  });
  if (data.otherClassification !== '') {
    writer.lines([{ number: '3a', label: 'Other (see instructions)', value: data.otherClassification }]);
  }
  writer.lines([
    { number: '4', label: 'Exemptions: exempt payee code (if any)', value: data.exemptPayeeCode },
    { number: '4', label: 'Exemption from FATCA reporting code (if any)', value: data.fatcaExemptionCode },
  ]);
  writer.lines([
    { number: '5', label: 'Address (number, street, and apt. or suite no.)', value: address.street, width: 0.6 },
    { number: '', label: "Requester's name and address (optional)", value: fundLegalName, width: 0.4 },
  ]);
  writer.lines([
    {
      number: '6',
      label: 'City, state, and ZIP code',
      value: [address.city, address.country].filter(Boolean).join(', '),
    },
  ]);
  writer.part('Part I', 'Taxpayer Identification Number (TIN)');
  writer.lines([
    { number: '', label: 'Social security number', value: data.taxIdKind === 'ssn' ? data.taxId : '' },
    { number: '', label: 'Employer identification number', value: data.taxIdKind === 'ein' ? data.taxId : '' },
  ]);
  writer.part('Part II', 'Certification');
  certification(writer, 'W-9', data.isSubjectToBackupWithholding);
  if (data.isSubjectToBackupWithholding) {
    writer.paragraph(
      'Item 2 is crossed out: the IRS has notified the payee that it is subject to backup withholding.',
      {
        isMuted: true,
      },
    );
  }
  return writer.signature({
    signature: 'Signature of U.S. person',
    date: 'Date',
    name: 'Name',
    signerName: data.signerName,
  });
};

const residence = (writer: FormWriter, data: TaxFormData, number: string): void => {
  const address = addressLines(data.address);
  writer.lines([
    { number, label: 'Permanent residence address (street, apt. or suite no., or rural route)', value: address.street },
  ]);
  writer.lines([
    { number: '', label: 'City or town, state or province. Include postal code', value: address.city, width: 0.6 },
    { number: '', label: 'Country', value: address.country, width: 0.4 },
  ]);
};

const foreignTaxId = (data: TaxFormData) =>
  data.taxId !== '' ? data.taxId : data.taxIdAbsentReason !== '' ? `None: ${data.taxIdAbsentReason}` : '';

const treaty = (writer: FormWriter, data: TaxFormData, [residentLine, ratesLine]: [string, string]): void => {
  const claim = data.treaty;
  writer.lines([
    {
      number: residentLine,
      label: 'The beneficial owner is a resident of (treaty country)',
      value: claim?.country ?? 'No treaty benefits claimed',
    },
  ]);
  if (!claim) return;
  writer.lines([
    { number: ratesLine, label: 'Special rates: Article and paragraph', value: claim.article },
    { number: '', label: 'Rate of withholding (%)', value: claim.rate === '' ? '' : `${claim.rate}%` },
    { number: '', label: 'Type of income', value: claim.incomeType },
  ]);
  if (claim.conditions !== '') writer.lines([{ number: '', label: 'Additional conditions', value: claim.conditions }]);
};

const w8ben = (writer: FormWriter, data: TaxFormData): SignerPlacements => {
  writer.part('Part I', 'Identification of Beneficial Owner');
  writer.lines([
    { number: '1', label: 'Name of individual who is the beneficial owner', value: data.name, width: 0.6 },
    { number: '2', label: 'Country of citizenship', value: data.country, width: 0.4 },
  ]);
  residence(writer, data, '3');
  writer.lines([{ number: '4', label: 'Mailing address (if different from above)', value: data.mailingAddress }]);
  writer.lines([
    { number: '6a', label: 'Foreign tax identifying number', value: foreignTaxId(data), width: 0.6 },
    { number: '8', label: 'Date of birth (MM-DD-YYYY)', value: irsDate(data.dateOfBirth), width: 0.4 },
  ]);
  writer.part('Part II', 'Claim of Tax Treaty Benefits');
  treaty(writer, data, ['9', '10']);
  writer.part('Part III', 'Certification');
  certification(writer, 'W-8BEN', false);
  return writer.signature({
    signature: 'Signature of beneficial owner (or individual authorized to sign for beneficial owner)',
    date: 'Date',
    name: 'Print name of signer',
    signerName: data.signerName,
  });
};

const w8bene = (writer: FormWriter, data: TaxFormData): SignerPlacements => {
  writer.part('Part I', 'Identification of Beneficial Owner');
  writer.lines([
    { number: '1', label: 'Name of organization that is the beneficial owner', value: data.name, width: 0.6 },
    { number: '2', label: 'Country of incorporation or organization', value: data.country, width: 0.4 },
  ]);
  const trustStatuses = W8BENE_TRUST_STATUSES.map((s) => s.label);
  writer.checkboxes({
    number: '4',
    label: 'Chapter 3 Status (entity type)',
    options: trustStatuses,
    checked: data.trustStatus,
  });
  const fatcaStatuses = W8BENE_FATCA_STATUSES.map((s) => s.label);
  writer.checkboxes({
    number: '5',
    label: 'Chapter 4 Status (FATCA status)',
    options: fatcaStatuses,
    checked: data.fatcaStatus,
  });
  residence(writer, data, '6');
  writer.lines([{ number: '7', label: 'Mailing address (if different from above)', value: data.mailingAddress }]);
  writer.lines([
    { number: '9a', label: 'GIIN', value: data.giin, width: 0.4 },
    { number: '9b', label: 'Foreign TIN', value: foreignTaxId(data), width: 0.6 },
  ]);
  writer.part('Part III', 'Claim of Tax Treaty Benefits');
  treaty(writer, data, ['14a', '15']);
  writer.part('Part XXX', 'Certification');
  certification(writer, 'W-8BEN-E', false);
  return writer.signature({
    signature: 'Signature of individual authorized to sign for beneficial owner',
    date: 'Date',
    name: 'Print name',
    signerName: data.signerName,
  });
};

/** The form as filled, ready to show and to stamp: the investor (primary signer) signs it. */
export const renderTaxForm = async ({
  data,
  fundLegalName,
}: {
  data: TaxFormData;
  fundLegalName: string;
}): Promise<RenderedTaxForm> => {
  const doc = await PDFDocument.create();
  doc.setTitle(`Form ${data.kind} (substitute), ${fundLegalName}`);
  doc.setCreator('Investor Portal');
  // The same answers give the same file: the envelope's fill, not the clock, decides when it changes.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const writer = await createFormWriter(doc);
  writer.header({
    form: `Form ${data.kind}`,
    title: TAX_FORM_TITLES[data.kind],
    subtitle: `Substitute form in the layout of the IRS form (${REVISIONS[data.kind]})`,
    note: `Furnished to ${fundLegalName} with the subscription agreement, and signed with it.`,
  });
  const placement =
    data.kind === 'W-9'
      ? w9(writer, data, fundLegalName)
      : data.kind === 'W-8BEN'
        ? w8ben(writer, data)
        : w8bene(writer, data);
  return { pdf: await doc.save({ useObjectStreams: false }), placements: { investor: placement } };
};
