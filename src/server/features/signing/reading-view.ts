// The reading view of the portal's agreement (docs/signing.md 'Reading view'): agreement-text.ts with the subscription's
// values in place, as the PDF prints them (tax ids masked), block by block for the signer's page to lay out at body
// size. The PDF drawn from the same text stays the record that is signed and sealed.
import type { ReadingBlock } from '../../../shared/api/signing';
import { type AgreementFields, printedValue } from './agreement-fields';
import { PORTAL_AGREEMENT, PRINTED_NAME_LABEL, signerNameField } from './agreement-text';

const text = (kind: ReadingBlock['kind'], value: string): ReadingBlock => ({
  kind,
  text: value,
  label: null,
  role: null,
});

export const readingView = (fields: AgreementFields): ReadingBlock[] =>
  PORTAL_AGREEMENT.flatMap((block): ReadingBlock[] => {
    switch (block.kind) {
      case 'pageBreak':
        return [];
      case 'field':
        return [{ kind: 'field', text: printedValue(block.name, fields), label: block.label, role: null }];
      case 'signature':
        return [
          { kind: 'signature', text: block.title, label: null, role: block.role },
          {
            kind: 'field',
            text: printedValue(signerNameField(block.role), fields),
            label: PRINTED_NAME_LABEL,
            role: block.role,
          },
        ];
      default:
        return [text(block.kind, block.text)];
    }
  });
