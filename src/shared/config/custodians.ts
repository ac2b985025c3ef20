// docs/spec.md §2/§4: the configured self-directed IRA custodians. Strata (the named trust-company custodian) and Entrust each
// carry a fixed EIN and mailing address that the flow prefills; 'other' lets the investor name their own.
import type { Address } from '../domain/entities';

export type CustodianId = 'strata' | 'entrust' | 'other';

export type Custodian = {
  id: CustodianId;
  name: string;
  /** Fixed EIN, prefilled on the custodian's step; null for 'other'. */
  ein: string | null;
  mailingAddress: Address | null;
};

export const STRATA: Custodian = {
  id: 'strata',
  name: 'Strata Trust Company',
  ein: '74-2784381',
  mailingAddress: {
    address1: 'PO Box 23149',
    address2: '',
    city: 'Waco',
    state: 'TX',
    province: '',
    postalCode: '76702',
    country: 'US',
  },
};

export const ENTRUST: Custodian = {
  id: 'entrust',
  name: 'The Entrust Group',
  ein: '94-3093389',
  mailingAddress: {
    address1: '555 12th Street',
    address2: 'Suite 900',
    city: 'Oakland',
    state: 'CA',
    province: '',
    postalCode: '94607',
    country: 'US',
  },
};

export const OTHER_CUSTODIAN: Custodian = { id: 'other', name: 'Other custodian', ein: null, mailingAddress: null };

export const CUSTODIANS: readonly Custodian[] = [STRATA, ENTRUST, OTHER_CUSTODIAN];

export const findCustodian = (id: string): Custodian | undefined => CUSTODIANS.find((c) => c.id === id);
