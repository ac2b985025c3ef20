// What other features may use of the back office (docs/design.md §4: the one file another feature imports): the rules
// of a decision's reason (the audit record of an action is infrastructure: src/server/audit/).
//
// Why one feature of about 6,200 lines in 65 files (its testing fixtures included): the back office is one plugin, one
// set of admin routes behind one guard and one set of admin dependencies, laid out in rooms along its own seams,
// each a folder: pipeline/ (the list, a transaction's detail, CSV and ZIP exports), decisions/ (approve, reject, funds,
// change requests, countersignature, bulk actions), fund-settings/ (a fund and its page), dashboard-and-funnel/,
// reminders/, wire-instructions/, impersonation/, audit/ (the audit log's page and an investor's activity). Beside
// them: the plugin, the admin's dependencies and the repositories the rooms share.
export { REASON_MAX, REASON_REQUIRED } from './decisions/decisions';
