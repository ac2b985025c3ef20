// Registration, tax and passport numbers as screening compares them: letters and digits only, upper case, so that
// '98-7654321', '987654321' and '98 765 4321' are the same number. Numbers shorter than 5 characters say too little to
// compare. A reason names a number by its last 4 characters only: the subject's are secrets like every tax id.
import { maskTaxId } from '../../../shared/domain/tax-id';

const MIN_LENGTH = 5;

export const normalizeIdentifier = (value: string): string => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The comparable identifiers among `values`, each once. */
export const comparableIdentifiers = (values: readonly string[]): string[] => [
  ...new Set(values.map(normalizeIdentifier).filter((value) => value.length >= MIN_LENGTH)),
];

/** The identifier as a reason may name it: its last 4 characters. */
export const maskedIdentifier = (value: string): string => maskTaxId(value);
