// The answer schemas of the audit log (docs/admin.md 'Audit log'), tied to src/shared/api/admin-audit.ts. An entry's
// `details` are what its action recorded, a different shape per action: an open object.
import type {
  AccountActivityAnswer,
  AccountActivityEntry,
  AuditEntryView,
  AuditListAnswer,
  AuditPerson,
  AuditProblem,
  AuditVerification,
} from '../../../../shared/api/admin-audit';
import {
  answerObject,
  arrayOf,
  booleanAnswer,
  enumAnswer,
  instantAnswer,
  integerAnswer,
  nullableInteger,
  nullableObject,
  nullableString,
  stringAnswer,
} from '../../../answer-schema';

const personAnswer = answerObject<AuditPerson>()({ id: stringAnswer, email: stringAnswer });

/** One entry of the audit log. */
export const auditEntryAnswer = answerObject<AuditEntryView>()({
  id: integerAnswer,
  at: instantAnswer,
  action: stringAnswer,
  actor: nullableObject(personAnswer),
  impersonated: nullableObject(personAnswer),
  target: nullableString,
  details: { type: 'object', additionalProperties: true },
  seq: nullableInteger,
});

/** GET /api/admin/audit. */
export const auditListAnswer = answerObject<AuditListAnswer>()({
  entries: arrayOf(auditEntryAnswer),
  nextBefore: nullableInteger,
});

/** POST /api/admin/audit/verify. */
export const auditVerificationAnswer = answerObject<AuditVerification>()({
  isIntact: booleanAnswer,
  checked: integerAnswer,
  problems: arrayOf(
    answerObject<AuditProblem>()({
      kind: enumAnswer(['altered', 'removed', 'broken']),
      seq: nullableInteger,
      auditLogId: nullableInteger,
      message: stringAnswer,
    }),
  ),
  unsealed: integerAnswer,
  headHash: nullableString,
});

/** GET /api/account/admin-activity. */
export const accountActivityAnswer = answerObject<AccountActivityAnswer>()({
  entries: arrayOf(
    answerObject<AccountActivityEntry>()({
      id: integerAnswer,
      at: instantAnswer,
      description: stringAnswer,
      adminEmail: nullableString,
    }),
  ),
});
