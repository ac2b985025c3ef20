// Whether an investor holds a reservation in a fund, for the fund list and the fund page (docs/spec.md §4 fund
// state): only whether one exists, no transaction is read or its tax ids opened. Built once on the pool, so that its
// prepared statement is too.
import type { Db } from '../../db/database';
import type { DataCipher } from '../../security/data-cipher';
import { createTransactionsRepository } from './transactions-repository';

export type ReservationCheck = (userId: string, fundSlug: string) => Promise<boolean>;

export const createReservationCheck = (db: Db, cipher: DataCipher): ReservationCheck => {
  const { hasReservation } = createTransactionsRepository(db, cipher);
  return hasReservation;
};
