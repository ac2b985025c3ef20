// Every submission of the sign-up goes into the hash-chained audit log (docs/admin.md 'Audit log'), with both
// identities while an admin acts for the investor. Never the submitted personal data itself.
import { recordAdminAction } from '../../audit/record-action';
import type { SignUpCaller, SyndicationDeps } from './syndication-deps';

export const recordSignUpAction = (
  deps: SyndicationDeps,
  { user, impersonator }: SignUpCaller,
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> =>
  recordAdminAction(deps, {
    actorUserId: impersonator?.id ?? user.id,
    impersonatedUserId: impersonator ? user.id : null,
    action,
    target: user.id,
    details,
  });
