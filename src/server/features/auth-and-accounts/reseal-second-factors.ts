// Key rotation (docs/operations.md) for two-step verification: re-seals, with the current data key, the authenticator
// secrets an older key sealed. Writes a value only if it is still the one read.
import type { Db } from '../../db/database';
import { resealTextColumn } from '../../db/reseal-column';
import { totpFactors } from '../../db/schema/users';
import type { DataCipher } from '../../security/data-cipher';

export const resealSecondFactors = async (db: Db, cipher: DataCipher): Promise<{ totpSecrets: number }> => ({
  totpSecrets: await resealTextColumn(db, cipher, {
    table: totpFactors,
    id: totpFactors.id,
    column: totpFactors.secretSealed,
    property: 'secretSealed',
  }),
});
