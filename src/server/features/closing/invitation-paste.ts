// A pasted table of investors to invite (docs/admin.md 'Invitations'): rows copied from a spreadsheet arrive separated
// by tabs; typed or exported as CSV they are separated by commas (an amount with commas is then quoted). Columns in
// order: name, e-mail, commitment, then optionally the entity's name and a note. A first row naming an e-mail column is
// a header and is left out. Read by csv-parse, which keeps quoted cells whole.
import { parse } from 'csv-parse/sync';
import type { InvitationRowInput } from '../../../shared/schemas/admin/invitation-row.schema';

export type PastedRow = InvitationRowInput & { line: number };

const isHeader = (cells: readonly string[]): boolean => cells.some((cell) => /^e-?mail/i.test(cell.trim()));

export const readInvitationPaste = (text: string): PastedRow[] => {
  const delimiter = text.includes('\t') ? '\t' : ',';
  const records = parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  return records
    .filter(({ record }, index) => !(index === 0 && isHeader(record)))
    .filter(({ record }) => record.some((cell) => cell !== ''))
    .map(({ record, info }) => {
      const [name = '', email = '', commitment = '', entityName = '', ...note] = record;
      return {
        line: info.lines,
        name,
        email,
        commitment,
        entityName,
        note: note.join(delimiter === '\t' ? ' ' : ', '),
      };
    });
};
