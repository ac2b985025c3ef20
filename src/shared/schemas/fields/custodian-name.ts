// docs/spec.md §5 IRA custodian name: letters, digits, apostrophes, space, period, comma, ampersand, slash, hyphen.
import { text } from './text';

export const CUSTODIAN_NAME_MESSAGE = 'Please enter the name of your IRA custodian.';

export const CUSTODIAN_NAME_PATTERN = /^[\p{L}\p{M}\p{N}'’ .,&/-]+$/u;

/** Empty is allowed here; the steps that need a name add `.required(...)`. */
export const custodianName = () =>
  text().matches(CUSTODIAN_NAME_PATTERN, { message: CUSTODIAN_NAME_MESSAGE, excludeEmptyString: true });

export const requiredCustodianName = () => custodianName().required(CUSTODIAN_NAME_MESSAGE);
