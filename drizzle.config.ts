// drizzle-kit reads the pg-core schema and writes SQL migrations that the server applies at start (src/server/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema/users.ts',
    './src/server/db/schema/funds.ts',
    './src/server/db/schema/investors.ts',
    './src/server/db/schema/accounts.ts',
    './src/server/db/schema/transactions.ts',
    './src/server/db/schema/operations.ts',
    './src/server/db/schema/signing.ts',
    './src/server/db/schema/back-office.ts',
    './src/server/db/schema/syndication.ts',
    './src/server/db/schema/data-room.ts',
    './src/server/db/schema/webhooks.ts',
    './src/server/db/schema/delegations.ts',
    './src/server/db/schema/screening.ts',
    './src/server/db/schema/closing.ts',
  ],
  out: './src/server/db/migrations',
});
