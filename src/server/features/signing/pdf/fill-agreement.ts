// Fills a fund's agreement template (docs/design.md §7): the known text fields get the subscription's values, tax ids
// masked unless the template names the field '…Full'; signature and date fields become placements for the stamps;
// the form is then flattened so the agreement reads the same everywhere and cannot be edited in a viewer.
import { PDFDocument, type PDFField, type PDFFont, PDFName, PDFRef, PDFTextField, StandardFonts } from 'pdf-lib';
import { SIGNER_ROLES, type SignerRole } from '../../../../shared/api/signing';
import type { Placement, SignerPlacements } from '../../../db/schema/signing';
import { fittingSize } from '../../../pdf/text-layout';
import { toWinAnsi } from '../../../pdf/win-ansi';
import {
  AGREEMENT_FIELD_NAMES,
  type AgreementFieldName,
  type AgreementFields,
  FULL_TAX_ID_SUFFIX,
  isTaxIdField,
  printedValue,
  signatureFieldOf,
  signedDateFieldOf,
} from '../agreement-fields';

/**
 * pdf-lib's flatten deletes a widget that has no /P entry but leaves it in its page's /Annots; readers then meet a
 * reference to nothing (poppler reports a broken cross-reference once the file has an incremental update).
 */
export const dropDeletedAnnotations = (doc: PDFDocument): void => {
  for (const page of doc.getPages()) {
    const annotations = page.node.Annots();
    if (!annotations) continue;
    const kept = annotations.asArray().filter((entry) => !(entry instanceof PDFRef) || doc.context.lookup(entry));
    if (kept.length === annotations.size()) continue;
    if (kept.length === 0) page.node.delete(PDFName.of('Annots'));
    else page.node.set(PDFName.of('Annots'), doc.context.obj(kept));
  }
};

export type FilledAgreement = {
  pdf: Uint8Array;
  placements: Partial<Record<SignerRole, SignerPlacements>>;
  /** The template asked for a full tax id and one was filled: the stored PDF must be encrypted. */
  hasFullTaxId: boolean;
};

const DEFAULT_SIZE = 10;

const isKnownField = (name: string): name is AgreementFieldName => (AGREEMENT_FIELD_NAMES as string[]).includes(name);

/** The text a template field gets; undefined for fields the portal does not fill. */
const valueFor = (name: string, fields: AgreementFields): { text: string; isFullTaxId: boolean } | undefined => {
  const base = name.endsWith(FULL_TAX_ID_SUFFIX) ? name.slice(0, -FULL_TAX_ID_SUFFIX.length) : '';
  if (isTaxIdField(base)) return { text: fields[base as AgreementFieldName], isFullTaxId: true };
  if (!isKnownField(name)) return undefined;
  return { text: printedValue(name, fields), isFullTaxId: false };
};

const placementOf = (doc: PDFDocument, field: PDFField): Placement | null => {
  const [widget] = field.acroField.getWidgets();
  if (!widget) return null;
  const ref = doc.context.getObjectRef(widget.dict);
  const page = doc.getPages().findIndex((p) => (p.node.Annots()?.asArray() ?? []).some((annot) => annot === ref));
  const { x, y, width, height } = widget.getRectangle();
  return { page: Math.max(page, 0), x, y, width, height };
};

const fillText = (field: PDFTextField, text: string, font: PDFFont): void => {
  const safe = toWinAnsi(text);
  field.setText(safe);
  const [widget] = field.acroField.getWidgets();
  const width = (widget?.getRectangle().width ?? 0) - 4;
  if (safe !== '' && width > 0 && font.widthOfTextAtSize(safe, DEFAULT_SIZE) > width) {
    field.setFontSize(fittingSize(safe, font, width, DEFAULT_SIZE));
  }
};

export const fillAgreement = async (template: Uint8Array, fields: AgreementFields): Promise<FilledAgreement> => {
  const doc = await PDFDocument.load(template);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const form = doc.getForm();
  const placements: Partial<Record<SignerRole, SignerPlacements>> = {};
  let hasFullTaxId = false;

  for (const role of SIGNER_ROLES) {
    const signature = form.getFieldMaybe(signatureFieldOf(role));
    const date = form.getFieldMaybe(signedDateFieldOf(role));
    placements[role] = {
      signature: signature ? placementOf(doc, signature) : null,
      date: date ? placementOf(doc, date) : null,
    };
    for (const placeholder of [signature, date]) if (placeholder) form.removeField(placeholder);
  }
  for (const field of form.getFields()) {
    if (!(field instanceof PDFTextField)) continue;
    const value = valueFor(field.getName(), fields);
    if (!value) continue;
    if (value.isFullTaxId && value.text !== '') hasFullTaxId = true;
    fillText(field, value.text, font);
  }
  form.updateFieldAppearances(font);
  form.flatten();
  dropDeletedAnnotations(doc);
  return { pdf: await doc.save({ useObjectStreams: false }), placements, hasFullTaxId };
};
