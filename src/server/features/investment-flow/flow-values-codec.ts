// The flow's form data as stored in transactions.values: tax-id fields sealed, everything else as is.
import { emptyFlowValues, type FlowValues, TAX_ID_FIELDS } from '../../../shared/domain/flow-values';
import type { StoredFlowValues } from '../../db/schema/transactions';
import { type DataCipher, isSealed, sealedKeyId } from '../../security/data-cipher';

type TaxIdField = (typeof TAX_ID_FIELDS)[number];

/** The seals each read opened, beside the values it gave: a write that keeps a tax id keeps its seal. */
const sealsOpened = new WeakMap<FlowValues, Partial<Record<TaxIdField, string>>>();

/**
 * `read`: the values as opened from storage, when these values were derived from them. A tax id left as it was keeps
 * the seal it was read with (sealed with the current key; an older key's seal is sealed anew), instead of a new
 * encryption on every step of the flow.
 */
export const sealFlowValues = (values: FlowValues, cipher: DataCipher, read?: FlowValues): StoredFlowValues => {
  const stored: StoredFlowValues = { ...values };
  const seals = read && sealsOpened.get(read);
  for (const field of TAX_ID_FIELDS) {
    const value = values[field];
    const kept = seals?.[field];
    const isKept = kept !== undefined && read?.[field] === value && sealedKeyId(kept) === cipher.currentKeyId;
    stored[field] = value === '' ? '' : isKept ? kept : cipher.encrypt(value);
  }
  return stored;
};

/** Missing fields take their empty value, so data stored before a field existed still reads. */
export const openFlowValues = (stored: StoredFlowValues, cipher: DataCipher): FlowValues => {
  const values = { ...emptyFlowValues(), ...stored } as FlowValues;
  const seals: Partial<Record<TaxIdField, string>> = {};
  for (const field of TAX_ID_FIELDS) {
    const value = stored[field];
    const isOpened = typeof value === 'string' && isSealed(value);
    values[field] = isOpened ? cipher.decrypt(value) : '';
    if (isOpened) seals[field] = value;
  }
  sealsOpened.set(values, seals);
  return values;
};
