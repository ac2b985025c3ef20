// An address on one line, as the settings page shows it.
import type { Address } from '../../../shared/domain/entities';

export const formatAddress = (address: Address): string =>
  [
    address.address1,
    address.address2,
    address.city,
    [address.country === 'US' ? address.state : address.province, address.postalCode].filter(Boolean).join(' '),
    address.country,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
