// The fund's change requests (docs/admin.md 'Change requests'): what the back office posts, what it shows of each
// request, and the notes the investor reads above the marked questions.
import type { ChangeRequestMode } from '../domain/change-requests';
import type { StepId } from '../domain/steps';

/** One marked answer: the field of the flow's form data and the note the investor reads above it. */
export type ChangeRequestItemInput = { field: string; note: string };

export type ChangeRequestBody = { mode: ChangeRequestMode; items: ChangeRequestItemInput[] };

export type ChangeRequestItemView = { field: string; label: string; step: StepId; note: string };

/** A request as the back office shows it: open until the investor signs again. */
export type ChangeRequestView = {
  id: string;
  mode: ChangeRequestMode;
  targetStep: StepId;
  items: ChangeRequestItemView[];
  requestedAt: string;
  requestedBy: string;
  answeredAt: string | null;
  voidedEnvelopeId: string | null;
};

/** The open request on the investor's transaction: the fund's note per marked field. */
export type ChangeNotes = { mode: ChangeRequestMode; requestedAt: string; notes: Record<string, string> };

/**
 * The open request as the investor's summary card shows it: when the fund asked, what to do, and each marked answer
 * with its note (the step page shows the same notes above the questions).
 */
export type OpenChangeRequest = {
  requestedAt: string;
  mode: ChangeRequestMode;
  items: { label: string; note: string }[];
};

/** An answer the admin may mark: the field, its label and the step that asks it, in the order of the flow. */
export type MarkableAnswer = { field: string; label: string; step: StepId; value: string; isLocked: boolean };
