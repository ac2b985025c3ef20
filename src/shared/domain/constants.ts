// docs/spec.md §9: every business constant in one place.

/** Window in which a completed transaction counts as recently completed: 8 units of 7 days. */
export const RECENT_COMPLETION_WEEKS = 8;
/** Syndication waiting period and the 'Syndication Program' menu window (days). */
export const SYNDICATION_WAITING_PERIOD_DAYS = 30;
export const SYNDICATION_STEP_COUNT = 4;
/** Consecutive failures (500 or network) on one endpoint before the browser goes to /500. */
export const CONSECUTIVE_ERROR_LIMIT = 3;
/** Scroll distance (px) past which the header tightens. */
export const HEADER_TIGHTEN_SCROLL_PX = 200;
export const DEFAULT_PRICE_PER_SHARE = 0;
export const TAX_ID_LENGTH = 9;
export const MASKED_TAX_ID_VISIBLE = 4;

export const MAX_LENGTH = {
  addressLine: 100,
  city: 50,
  province: 30,
  postalCode: 10,
  entityName: 300,
  preferredName: 50,
  accountNickname: 80,
} as const;

/** docs/spec.md §5: a phone number is read as a number of this country unless another is chosen or its code says so. */
export const DEFAULT_PHONE_COUNTRY = 'US';

/** US numbers beginning with these prefixes are rejected. */
export const TOLL_FREE_PREFIXES = ['800', '888', '877', '866', '855', '844', '833', '822'] as const;

/** Community-property states in which the marital-status check applies. */
export const MARITAL_STATUS_STATES = ['AK', 'AZ', 'CA', 'ID', 'LA', 'NV', 'NM', 'TX', 'WA', 'WI'] as const;

/** Residents of this state cannot hold joint tenancy with rights of survivorship. */
export const JTWROS_EXCLUDED_STATE = 'LA';

/** Promoted interest: after the commitment (with the management fee) is returned, profits split 80/20. */
export const PROMOTED_INTEREST_SPLIT = { investor: 0.8, manager: 0.2 } as const;

/** Fund dates are read as US Eastern time. */
export const FUND_TIME_ZONE = 'America/New_York';
/** docs/spec.md §4: 'month/day/year hour:minute am/pm'. */
export const FUND_DATE_FORMAT = 'MM/dd/yyyy hh:mm a';

/** Local storage keys (docs/spec.md §9). */
export const STORAGE_KEYS = {
  endpointErrorCounts: 'portal.endpointErrorCounts',
  postLoginUrl: 'portal.postLoginUrl',
} as const;
