// Key rotation (docs/operations.md) for webhooks: re-seals, with the current data key, the endpoints' signing
// secrets an older key sealed. Writes a value only if it is still the one read.
import type { Db } from '../../db/database';
import { resealTextColumn } from '../../db/reseal-column';
import { webhookEndpoints } from '../../db/schema/webhooks';
import type { DataCipher } from '../../security/data-cipher';

export const resealWebhookSecrets = async (db: Db, cipher: DataCipher): Promise<{ webhookSecrets: number }> => ({
  webhookSecrets: await resealTextColumn(db, cipher, {
    table: webhookEndpoints,
    id: webhookEndpoints.id,
    column: webhookEndpoints.secretSealed,
    property: 'secretSealed',
  }),
});
