// The flow's form data as stored in transactions.values: tax-id fields sealed, everything else as is.
import { emptyFlowValues, type FlowValues, TAX_ID_FIELDS } from '../../../shared/domain/flow-values';
import type { StoredFlowValues } from '../../db/schema/transactions';
import { type DataCipher, isSealed } from '../../security/data-cipher';

export const sealFlowValues = (values: FlowValues, cipher: DataCipher): StoredFlowValues => {
  const stored: StoredFlowValues = { ...values };
  for (const field of TAX_ID_FIELDS) {
    const value = values[field];
    stored[field] = value === '' ? '' : cipher.encrypt(value);
  }
  return stored;
};

/** Missing fields take their empty value, so data stored before a field existed still reads. */
export const openFlowValues = (stored: StoredFlowValues, cipher: DataCipher): FlowValues => {
  const values = { ...emptyFlowValues(), ...stored } as FlowValues;
  for (const field of TAX_ID_FIELDS) {
    const value = stored[field];
    values[field] = typeof value === 'string' && isSealed(value) ? cipher.decrypt(value) : '';
  }
  return values;
};
