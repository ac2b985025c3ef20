// `npm run db:seed`: migrate, then add the demo funds and people (idempotent; refreshes the demo funds' dates).
import { openConfiguredDatabase } from '../../runtime';
import { readRuntimeConfig } from '../../runtime-config';
import { createDataCipher } from '../../security/data-cipher';
import { seedDemo } from './seed-demo';

const config = readRuntimeConfig(process.env);
if (config.isProduction && process.env.SEED_DEMO_IN_PRODUCTION !== 'true') {
  process.stderr.write('Refusing to seed demo logins into a production database (set SEED_DEMO_IN_PRODUCTION=true).\n');
  process.exit(1);
}
const database = await openConfiguredDatabase(config);
const summary = await seedDemo({
  db: database.db,
  cipher: createDataCipher(config.dataKeys),
  signingIdentity: config.signingIdentity,
});
await database.close();
process.stdout.write(`Funds: ${summary.funds.join(', ')}\n`);
for (const p of summary.people) {
  process.stdout.write(
    `  ${p.role.padEnd(8)} ${p.email.padEnd(34)} ${p.password}${p.isNew ? '' : ' (already there)'}\n`,
  );
}
