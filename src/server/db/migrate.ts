// Applies the committed SQL migrations (src/server/db/migrations) at start and from `npm run db:migrate`.
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export const migrateDatabase = (database: Database): Promise<void> => database.migrate(MIGRATIONS_FOLDER);
