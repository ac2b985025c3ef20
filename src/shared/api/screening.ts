// The back office's screening answers (docs/kyc.md 'Review'): one possible match of the identity checks, the queue.
export type ScreeningMatchStatus = 'open' | 'cleared' | 'confirmed';

export type ScreeningMatchRow = {
  id: string;
  transactionId: string;
  fundSlug: string;
  investorName: string;
  /** investor, jointSubscriber, spouse, entity, beneficialOwner or controlPerson. */
  role: string;
  subjectName: string;
  list: string;
  listVersion: string;
  entryKey: string;
  entryName: string;
  matchedName: string;
  score: number;
  reasons: string[];
  programs: string[];
  status: ScreeningMatchStatus;
  note: string | null;
  decidedAt: string | null;
  createdAt: string;
};

export type ScreeningQueueAnswer = { matches: ScreeningMatchRow[] };
