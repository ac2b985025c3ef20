// `npm run db:migrate`: apply the committed migrations to the configured database and exit.
import { openConfiguredDatabase } from '../runtime';
import { readRuntimeConfig } from '../runtime-config';

const config = readRuntimeConfig(process.env);
const database = await openConfiguredDatabase(config);
await database.close();
process.stdout.write(`Migrations applied (${database.kind}).\n`);
