// `npx tsx src/server/db/reseal-cli.ts`: after setting a new PORTAL_DATA_KEY and moving the old one to
// PORTAL_DATA_KEY_PREVIOUS, re-seal every tax id, syndication upload and detail, envelope fill record and agreement
// holding a full tax id, every authenticator secret and every webhook signing secret with the new key (docs/operations.md, key rotation).
import { resealSecondFactors } from '../features/auth-and-accounts/public-api';
import { resealSigning } from '../features/signing/public-api';
import { resealSyndication } from '../features/syndication/public-api';
import { resealWebhookSecrets } from '../features/webhooks/public-api';
import { openConfiguredDatabase } from '../runtime';
import { readRuntimeConfig } from '../runtime-config';
import { createDataCipher } from '../security/data-cipher';
import { resealTaxIds } from './reseal-tax-ids';

const config = readRuntimeConfig(process.env);
const database = await openConfiguredDatabase(config);
const cipher = createDataCipher(config.dataKeys);
const summary = await resealTaxIds(database.db, cipher);
const syndication = await resealSyndication(database.db, cipher);
const signing = await resealSigning(database.db, cipher);
const secondFactors = await resealSecondFactors(database.db, cipher);
const webhooks = await resealWebhookSecrets(database.db, cipher);
await database.close();
process.stdout.write(
  `Re-sealed ${summary.accountValues} account tax ids and the tax ids of ${summary.transactions} transactions.\n` +
    `Re-sealed ${syndication.uploads} syndication uploads and the details of ${syndication.details} verifications.\n` +
    `Re-sealed the fill records of ${signing.envelopes} envelopes and ${signing.documents} agreements holding a full tax id.\n` +
    `Re-sealed ${secondFactors.totpSecrets} authenticator secrets.\n` +
    `Re-sealed ${webhooks.webhookSecrets} webhook signing secrets.\n`,
);
