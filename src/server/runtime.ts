// Opening what the process needs from its configuration: the database (migrated) and the mailer.
import { type Database, openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { createFileMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import type { RuntimeConfig } from './runtime-config';

export const openConfiguredDatabase = async (config: RuntimeConfig): Promise<Database> => {
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir });
  await migrateDatabase(database);
  return database;
};

export const createConfiguredMailer = (config: RuntimeConfig, log: (line: string) => void): Mailer =>
  config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createFileMailer({
        directory: config.outboxDir,
        ...(config.mailFrom && { from: config.mailFrom }),
        onLink: ({ to, subject, link, file }) => log(`Mail to ${to} (${subject}) saved to ${file}\n  Link: ${link}`),
      });
