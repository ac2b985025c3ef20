// The investor's own view of what administrators did on their account (issue 'Impersonation from the back office':
// the activity page shows that it happened), in plain words.
import type { AccountActivityEntry, AuditEntryView } from '../../../../shared/api/admin-audit';

const ROUTE_WORDS: Record<string, string> = {
  'POST /api/submit-step': 'saved a step of your subscription',
  'POST /api/previous-step': 'went back a step in your subscription',
  'POST /api/update-investment': 'changed the amount of your investment',
  'POST /api/create-user-portfolio': 'created your investor profile',
  'POST /api/syndication/start': 'opened your syndication program sign-up',
  'POST /api/syndication/nda/open': 'opened your syndication program non-disclosure agreement',
  'POST /api/syndication/identity': 'submitted your proof of identity',
  'POST /api/syndication/accreditation': 'submitted your proof of accreditation',
  'syndication.started': 'started your syndication program sign-up',
  'syndication.identity-submitted': 'recorded your proof of identity',
  'syndication.accreditation-submitted': 'recorded your proof of accreditation',
};

const statusOf = (entry: AuditEntryView): number =>
  typeof entry.details.statusCode === 'number' ? entry.details.statusCode : 200;

export const describeActivity = (entry: AuditEntryView): string => {
  switch (entry.action) {
    case 'impersonation.start':
      return entry.details.allowsEdits === true
        ? 'An administrator opened your account, allowed to make changes for you.'
        : 'An administrator opened your account to view it.';
    case 'impersonation.edits-confirmed':
      return 'An administrator was allowed to make changes for you.';
    case 'impersonation.stop':
      return 'An administrator left your account.';
    default: {
      const words = ROUTE_WORDS[entry.action] ?? `made a change (${entry.action})`;
      return statusOf(entry) >= 400
        ? `An administrator tried to act for you (${entry.action}); it was refused.`
        : `An administrator ${words}.`;
    }
  }
};

export const toAccountActivity = (entries: readonly AuditEntryView[]): AccountActivityEntry[] =>
  entries.map((entry) => ({
    id: entry.id,
    at: entry.at,
    description: describeActivity(entry),
    adminEmail: entry.actor?.email ?? null,
  }));
