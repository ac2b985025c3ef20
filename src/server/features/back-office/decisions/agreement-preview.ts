// Which form fields of a fund's agreement PDF the portal fills, where signers' stamps go, and which fields it does
// not know (issue 'Funds': a preview before the template is uploaded). The names are e-signature's (agreement-fields).
import { PDFDocument } from 'pdf-lib';
import type { AgreementFieldUse, AgreementPreviewAnswer } from '../../../../shared/api/admin-funds';
import { SIGNER_ROLES, type SignerRole } from '../../../../shared/api/signing';
import { HttpError } from '../../../http-error';
import {
  AGREEMENT_FIELD_LABELS,
  AGREEMENT_FIELD_NAMES,
  type AgreementFieldName,
  FULL_TAX_ID_SUFFIX,
  isTaxIdField,
  signatureFieldOf,
  signedDateFieldOf,
} from '../../signing/public-api';

export const PDF_UNREADABLE = 'This PDF could not be read as a form. Please export it again and retry.';

const ROLE_WORDS: Record<SignerRole, string> = {
  investor: 'subscriber',
  coInvestor: 'joint subscriber',
  spouse: 'spouse',
};

const isAgreementField = (name: string): name is AgreementFieldName =>
  (AGREEMENT_FIELD_NAMES as readonly string[]).includes(name);

const fullTaxIdBase = (name: string): AgreementFieldName | null => {
  if (!name.endsWith(FULL_TAX_ID_SUFFIX)) return null;
  const base = name.slice(0, -FULL_TAX_ID_SUFFIX.length);
  return isTaxIdField(base) && isAgreementField(base) ? base : null;
};

export const classifyField = (name: string): AgreementFieldUse => {
  if (isAgreementField(name)) return { name, use: 'filled', label: AGREEMENT_FIELD_LABELS[name], isFullTaxId: false };
  const base = fullTaxIdBase(name);
  if (base) return { name, use: 'filled', label: `${AGREEMENT_FIELD_LABELS[base]} (in full)`, isFullTaxId: true };
  for (const role of SIGNER_ROLES) {
    if (name === signatureFieldOf(role))
      return { name, use: 'signature', label: `Signature of the ${ROLE_WORDS[role]}` };
    if (name === signedDateFieldOf(role))
      return { name, use: 'signedDate', label: `Date the ${ROLE_WORDS[role]} signed` };
  }
  return { name, use: 'unknown' };
};

const readFields = async (bytes: Uint8Array): Promise<{ names: string[]; pageCount: number }> => {
  try {
    const doc = await PDFDocument.load(bytes);
    const names = doc
      .getForm()
      .getFields()
      .map((field) => field.getName());
    return { names, pageCount: doc.getPageCount() };
  } catch {
    // pdf-lib fails in many ways on a damaged file; every one of them means the same to the admin.
    throw new HttpError(400, PDF_UNREADABLE);
  }
};

export const previewAgreement = async (bytes: Uint8Array): Promise<AgreementPreviewAnswer> => {
  const { names, pageCount } = await readFields(bytes);
  const fields = names.map(classifyField);
  const filled = new Set(
    fields.flatMap((field) => (field.use === 'filled' ? [fullTaxIdBase(field.name) ?? field.name] : [])),
  );
  return {
    fields,
    hasInvestorSignature: names.includes(signatureFieldOf('investor')),
    notInTemplate: AGREEMENT_FIELD_NAMES.filter((name) => !filled.has(name)),
    pageCount,
  };
};
