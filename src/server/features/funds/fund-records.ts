// What other features read and write of a fund and its page, on the handle they pass (the pool, or their unit of
// work's transaction): the back office's settings, the flow's and e-signature's reads, the demo data.
import type { FundPageInput } from '../../../shared/api/fund-page';
import type { Db } from '../../db/database';
import { createFundPageRepository, type StoredFundPage, type TeamPhoto } from './fund-page-repository';
import {
  createFundsRepository,
  type FundWithSettings,
  type NewFund,
  type NewFundPortalSettings,
} from './funds-repository';

/** A fund slug that names no fund. */
export const FUND_NOT_FOUND = 'Fund not found.';

export const findFund = (db: Db, slug: string): Promise<FundWithSettings | undefined> =>
  createFundsRepository(db).findBySlug(slug);

/** Inserts or replaces a fund by slug; answers its id. */
export const saveFund = (db: Db, fund: NewFund, settings: NewFundPortalSettings): Promise<string> =>
  createFundsRepository(db).upsert(fund, settings);

export const findFundPage = (db: Db, slug: string): Promise<StoredFundPage | null> =>
  createFundPageRepository(db).find(slug);

export const replaceFundPage = (db: Db, slug: string, input: FundPageInput) =>
  createFundPageRepository(db).replace(slug, input);

export const setTeamPhoto = (db: Db, slug: string, memberId: string, photo: TeamPhoto): Promise<boolean> =>
  createFundPageRepository(db).setPhoto(slug, memberId, photo);
