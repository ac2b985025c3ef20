// GET /api/admin/waiting: what waits for an admin's hand, counted for the back office's header (docs/admin.md
// 'Waiting for you').
export type AdminWaitingAnswer = {
  /** Funds whose new wire instructions wait for a second admin to confirm them. */
  wireChanges: number;
  /** Syndication identity and accreditation proofs not yet decided (to do, or opened). */
  verifications: number;
};
