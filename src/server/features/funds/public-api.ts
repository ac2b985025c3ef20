// What other features may use of the funds (DESIGN.md §4: the one file another feature imports): a fund as stored,
// and as the flow reads it.
export {
  DEFAULT_PORTAL_TYPE,
  type FundForFlow,
  type FundWithSettings,
  type NewFund,
  type NewFundPortalSettings,
  toFund,
  toPortalSettings,
} from './funds-repository';
