// The demo's identity checks (`npm start`, `npm run db:seed`; docs/kyc.md): the sample OpenSanctions list loaded once
// (its entries are invented), and the growth equity raise running the checks, so that an investor who signs it under
// a name the sample holds (Ivan Petrovsky, Olena Marchenko, …) lands in the back office's Screening queue.
import { createReadStream } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { funds } from '../../db/schema/funds';
import { loadListFile } from './load-list';
import { currentListVersions } from './screening-lists';

const SAMPLE_LIST = new URL('./sample-lists/opensanctions-sample.csv', import.meta.url);

export const seedDemoScreening = async (db: Db, fundSlug: string): Promise<void> => {
  if ((await currentListVersions(db)).length === 0)
    await loadListFile(db, { input: createReadStream(SAMPLE_LIST), format: 'opensanctions', version: 'sample' });
  await db.update(funds).set({ identityChecks: true }).where(eq(funds.slug, fundSlug));
};
