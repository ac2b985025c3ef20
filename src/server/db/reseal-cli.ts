// `npx tsx src/server/db/reseal-cli.ts`: after setting a new PORTAL_DATA_KEY and moving the old one to
// PORTAL_DATA_KEY_PREVIOUS, re-seal every tax id with the new key (docs/operations.md, key rotation).
import { openConfiguredDatabase } from '../runtime';
import { readRuntimeConfig } from '../runtime-config';
import { createDataCipher } from '../security/data-cipher';
import { resealTaxIds } from './reseal-tax-ids';

const config = readRuntimeConfig(process.env);
const database = await openConfiguredDatabase(config);
const summary = await resealTaxIds(database.db, createDataCipher(config.dataKeys));
await database.close();
process.stdout.write(
  `Re-sealed ${summary.accountValues} account tax ids and the tax ids of ${summary.transactions} transactions.\n`,
);
