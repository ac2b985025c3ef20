// What other features may use of the funds (docs/design.md §4: the one file another feature imports): a fund as stored,
// and as the flow reads it, read and written on the caller's handle (fund-records.ts); the fund page's content as
// stored, and where a team photo is served.

export type { StoredFundPage } from './fund-page-repository';
export { teamPhotoPath } from './fund-page-view';
export { FUND_NOT_FOUND, findFund, findFundPage, replaceFundPage, saveFund, setTeamPhoto } from './fund-records';
export {
  DEFAULT_PORTAL_TYPE,
  type FundForFlow,
  type FundWithSettings,
  type NewFund,
  type NewFundPortalSettings,
  toFund,
  toPortalSettings,
} from './funds-repository';
