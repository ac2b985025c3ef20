// A pasted table of investors (docs/admin.md 'Invitations'): tabs from a spreadsheet or commas typed, a header left out,
// quoted cells kept whole, blank rows skipped, each row's line kept for the preview.
import { describe, expect, it } from 'vitest';
import { readInvitationPaste } from './invitation-paste';

describe('an invitation paste', () => {
  it('reads rows copied from a spreadsheet, separated by tabs, without the header', () => {
    const rows = readInvitationPaste(
      'Name\tEmail\tCommitment\nAda Lovelace\tada@example.com\t250,000\tLovelace LLC\tA note\n',
    );
    expect(rows).toEqual([
      {
        line: 2,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        commitment: '250,000',
        entityName: 'Lovelace LLC',
        note: 'A note',
      },
    ]);
  });

  it('reads comma-separated rows with a quoted amount, skips blank rows and keeps each row’s line', () => {
    const rows = readInvitationPaste(
      'Ada Lovelace, ada@example.com, "250,000"\n\nGrace Hopper,grace@example.com,50000,,"Met in May, 2026"',
    );
    expect(rows.map((row) => [row.line, row.name, row.commitment, row.note])).toEqual([
      [1, 'Ada Lovelace', '250,000', ''],
      [3, 'Grace Hopper', '50000', 'Met in May, 2026'],
    ]);
  });

  it('reads nothing from blank text', () => {
    expect(readInvitationPaste(' \n\n')).toEqual([]);
  });
});
