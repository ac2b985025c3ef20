// `npm run screening:load -- <file> --format opensanctions|ofac-sdn [--version <name>]`: loads a sanctions list into
// the database the portal is configured with (docs/kyc.md 'Loading a list') and prints what the version changed.
import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../../runtime';
import { readRuntimeConfig } from '../../runtime-config';
import { LIST_FORMATS, type ListFormat } from './list-files';
import { loadListFile } from './load-list';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string' }, version: { type: 'string' } },
});
const [path] = positionals;
const format = LIST_FORMATS.find((known) => known === values.format);
if (!path || !format) {
  process.stderr.write(
    `Usage: npm run screening:load -- <file> --format ${LIST_FORMATS.join('|')} [--version <name>]\n`,
  );
  process.exit(2);
}
const database = await openConfiguredDatabase(readRuntimeConfig(process.env));
try {
  const loaded = await loadListFile(database.db, {
    input: createReadStream(path),
    format: format satisfies ListFormat,
    ...(values.version && { version: values.version }),
  });
  process.stdout.write(
    `Loaded ${loaded.list} version ${loaded.version}: ${loaded.entries} entries ` +
      `(${loaded.added} added, ${loaded.changed} changed, ${loaded.removed} removed).\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
