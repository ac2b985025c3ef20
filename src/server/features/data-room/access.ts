// Who may open a data-room document (docs/data-room.md 'Access levels'): public to anyone; investor to anyone logged
// in; nda to an investor who accepted the fund's confidentiality agreement (any investor when the fund asks for none);
// subscriber to an investor with a signed subscription to this fund. An administrator opens everything. A closed
// document says what would open it, never what it is.
import type { AccessLevel, ClosedReason } from '../../../shared/api/data-room';

export type Reader = {
  kind: 'anonymous' | 'investor' | 'admin';
  ndaRequired: boolean;
  ndaAccepted: boolean;
  hasSignedSubscription: boolean;
};

export const accessOf = (level: AccessLevel, reader: Reader): 'open' | ClosedReason => {
  if (reader.kind === 'admin' || level === 'public') return 'open';
  if (reader.kind === 'anonymous') return 'login';
  switch (level) {
    case 'investor':
      return 'open';
    case 'nda':
      return !reader.ndaRequired || reader.ndaAccepted ? 'open' : 'nda';
    case 'subscriber':
      return reader.hasSignedSubscription ? 'open' : 'subscription';
  }
};
