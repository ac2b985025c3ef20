// Where the back office's pages live (under /admin, docs/admin.md 'Pages'); the router uses the same patterns.
export const ADMIN_ROUTES = {
  funds: '/admin',
  newFund: '/admin/funds/new',
  editFund: '/admin/funds/:slug/edit',
  pipeline: '/admin/funds/:slug',
  dataRoom: '/admin/funds/:slug/data-room',
  dashboard: '/admin/funds/:slug/dashboard',
  funnel: '/admin/funds/:slug/funnel',
  webhooks: '/admin/funds/:slug/webhooks',
  transaction: '/admin/transactions/:transactionId',
  audit: '/admin/audit',
  apiReference: '/admin/api',
  verifications: '/admin/verifications',
  screening: '/admin/screening',
  /** The investor's own page of what administrators did on their account. */
  accountActivity: '/account/activity',
} as const;

const part = (value: string): string => encodeURIComponent(value);

export const adminPaths = {
  funds: () => ADMIN_ROUTES.funds,
  newFund: () => ADMIN_ROUTES.newFund,
  editFund: (slug: string) => `/admin/funds/${part(slug)}/edit`,
  pipeline: (slug: string) => `/admin/funds/${part(slug)}`,
  dataRoom: (slug: string) => `/admin/funds/${part(slug)}/data-room`,
  dashboard: (slug: string) => `/admin/funds/${part(slug)}/dashboard`,
  funnel: (slug: string) => `/admin/funds/${part(slug)}/funnel`,
  webhooks: (slug: string) => `/admin/funds/${part(slug)}/webhooks`,
  transaction: (transactionId: string) => `/admin/transactions/${part(transactionId)}`,
  verifications: () => ADMIN_ROUTES.verifications,
  screening: () => ADMIN_ROUTES.screening,
  apiReference: () => ADMIN_ROUTES.apiReference,
  audit: (target?: string) => (target ? `/admin/audit?target=${part(target)}` : ADMIN_ROUTES.audit),
};
