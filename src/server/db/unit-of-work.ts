// A unit of work: one database transaction, and a feature's repositories bound to it, so that what they write is
// committed together or not at all. A feature passes its own `create<Feature>Repositories`; what it needs of another
// feature inside the same transaction it asks of that feature's public file with the transaction's handle.
import type { Db } from './database';

export const inUnitOfWork = <Repositories, Result>(
  db: Db,
  bind: (tx: Db) => Repositories,
  work: (repositories: Repositories, tx: Db) => Promise<Result>,
): Promise<Result> => db.transaction((tx) => work(bind(tx), tx));
