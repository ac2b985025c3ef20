// What other features may use of the back office (docs/design.md §4: the one file another feature imports): the audit
// record of an admin's action, and the rules of a decision's reason.
export { recordAdminAction } from './admin-audit';
export { REASON_MAX, REASON_REQUIRED } from './decisions';
