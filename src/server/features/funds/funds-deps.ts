// What the funds' routes reach: the app's dependencies, the funds' own repositories, and whether an investor holds a
// reservation in a fund (the investment flow's, asked through its public file).
import type { AppDeps } from '../../app-deps';
import { createReservationCheck, type ReservationCheck } from '../investment-flow/public-api';
import { createFundsRepositories, type FundsRepositories } from './funds-repositories';

export type FundsDeps = AppDeps & { funds: FundsRepositories; hasReservation: ReservationCheck };

export const createFundsDeps = (deps: AppDeps): FundsDeps => ({
  ...deps,
  funds: createFundsRepositories(deps.db),
  hasReservation: createReservationCheck(deps.db, deps.cipher),
});
