// The flow's form data as stored in transactions.values: tax-id fields sealed, everything else as is.
import { emptyFlowValues, type FlowValues, TAX_ID_FIELDS } from '../../../shared/domain/flow-values';
import type { StoredFlowValues } from '../../db/schema/transactions';
import { type DataCipher, isSealed, sealedKeyId } from '../../security/data-cipher';

type TaxIdField = (typeof TAX_ID_FIELDS)[number];

/** The seals each read opened, with what they opened to, beside the values it gave. */
const sealsOpened = new WeakMap<FlowValues, Partial<Record<TaxIdField, { sealed: string; plain: string }>>>();

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
    const isKept = kept !== undefined && kept.plain === value && sealedKeyId(kept.sealed) === cipher.currentKeyId;
    stored[field] = value === '' ? '' : isKept ? kept.sealed : cipher.encrypt(value);
  }
  return stored;
};

/** Missing fields take their empty value, so data stored before a field existed still reads. */
export const openFlowValues = (stored: StoredFlowValues, cipher: DataCipher): FlowValues => {
  const values = { ...emptyFlowValues(), ...stored } as FlowValues;
  const seals: Partial<Record<TaxIdField, { sealed: string; plain: string }>> = {};
  for (const field of TAX_ID_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string' && isSealed(value)) {
      values[field] = cipher.decrypt(value);
      seals[field] = { sealed: value, plain: values[field] };
    } else values[field] = '';
  }
  sealsOpened.set(values, seals);
  return values;
};
