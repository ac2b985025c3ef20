// docs/spec.md §5: a foreign tax id needs more than 1 character, or the 'no foreign tax id' box checked. It reads the sibling
// field `noTaxId`, so both belong to the same step.
import { text } from './text';

export const FOREIGN_TAX_ID_MESSAGE = 'Please enter your Tax ID or check the box below if you do not have one.';

export const foreignTaxId = () =>
  text().when('noTaxId', ([noTaxId], schema) =>
    noTaxId === true
      ? schema
      : schema.test('foreignTaxId', FOREIGN_TAX_ID_MESSAGE, (value) => (value ?? '').length > 1),
  );
