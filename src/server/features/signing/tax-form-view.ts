// What the portal shows of a tax form outside the PDF: its title, the readable lines the signer checks before signing
// (the tax id masked, like every tax id that leaves the server), and the note an IRA subscription carries instead.
import type { AgreementLine, TaxFormRecord, TaxFormView } from '../../../shared/api/signing';
import type { MethodOfInvestment } from '../../../shared/domain/codes';
import { IRA_TAX_FORM_NOTE, type TaxFormKind } from '../../../shared/domain/tax-forms';
import { maskTaxId } from '../../../shared/domain/tax-id';
import { formatAddress } from './agreement-data';
import type { EnvelopeState } from './signature-provider';
import type { TaxFormData } from './tax-form-data';

export const taxFormTitle = (kind: TaxFormKind): string => `Form ${kind} (substitute)`;

export const investorTaxFormUrl = (transactionId: string): string =>
  `/api/signing/transactions/${transactionId}/tax-form`;

export const adminTaxFormUrl = (transactionId: string): string =>
  `/api/admin/signing/transactions/${transactionId}/tax-form`;

const TAX_ID_LABELS: Record<TaxFormData['taxIdKind'], string> = {
  ssn: 'Social security number',
  ein: 'Employer identification number',
  foreign: 'Foreign tax identifying number',
};

export const taxFormLines = (data: TaxFormData): AgreementLine[] => {
  const lines: [string, string][] = [
    ['Name', data.name],
    ['Disregarded entity', data.businessName],
    ['Federal tax classification', data.otherClassification || data.classification],
    ['Country of citizenship or organization', data.country],
    ['Chapter 3 status', data.trustStatus],
    ['Chapter 4 status', data.fatcaStatus],
    [TAX_ID_LABELS[data.taxIdKind], data.taxId === '' ? data.taxIdAbsentReason : maskTaxId(data.taxId)],
    ['Address', formatAddress(data.address)],
    ['Mailing address', data.mailingAddress],
    ['Treaty benefits', data.treaty ? `${data.treaty.country}, ${data.treaty.rate}% (${data.treaty.incomeType})` : ''],
    [
      'Backup withholding',
      data.isSubjectToBackupWithholding ? 'Subject to backup withholding (item 2 crossed out)' : '',
    ],
  ];
  return lines.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
};

export const taxFormView = (state: EnvelopeState): TaxFormView | null =>
  state.taxForm && {
    kind: state.taxForm.kind,
    title: taxFormTitle(state.taxForm.kind),
    documentUrl: investorTaxFormUrl(state.transactionId),
    lines: taxFormLines(state.taxForm.data),
  };

export const taxFormRecord = (state: EnvelopeState | undefined, baseUrl: string): TaxFormRecord | null =>
  state?.taxForm
    ? {
        kind: state.taxForm.kind,
        title: taxFormTitle(state.taxForm.kind),
        downloadUrl: state.status === 'completed' ? `${baseUrl}?download=true` : null,
      }
    : null;

/** Beyond docs/spec.md §4: an IRA on a fund that collects tax forms carries the custodian's W-9, not the investor's. */
export const taxFormNote = ({
  collectTaxForms,
  methodOfInvestment,
}: {
  collectTaxForms: boolean;
  methodOfInvestment: MethodOfInvestment | null;
}): string | null => (collectTaxForms && methodOfInvestment === 'ira' ? IRA_TAX_FORM_NOTE : null);
