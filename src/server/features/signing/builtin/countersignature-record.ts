// The fund's countersignature as the built-in provider keeps it: one `envelope.countersigned` signing event, whose
// details hold the signatory, the new seal and the one it replaced (no table of its own).

import type { Countersignature } from '../signature-provider';
import type { SigningEventRow } from '../signing-events-repository';

export type CountersignatureDetails = {
  signatory: Countersignature['signatory'];
  fundLegalName: string;
  authMethod: string;
  sha256: string;
  previousSha256: string;
  documentId: string;
  previousDocumentId: string;
};

const isText = (value: unknown): value is string => typeof value === 'string';

const isDetails = (details: Record<string, unknown>): details is CountersignatureDetails => {
  const signatory = details.signatory as Record<string, unknown> | null | undefined;
  return (
    typeof signatory === 'object' &&
    signatory !== null &&
    [signatory.userId, signatory.name, signatory.title, signatory.email].every(isText) &&
    [details.fundLegalName, details.authMethod, details.sha256, details.previousSha256].every(isText)
  );
};

/** The countersignature an `envelope.countersigned` event records; null without one. */
export const countersignatureOf = (event: SigningEventRow | undefined): Countersignature | null => {
  if (!event || !isDetails(event.details)) return null;
  const { signatory, fundLegalName, authMethod, sha256, previousSha256 } = event.details;
  return {
    signatory: { userId: signatory.userId, name: signatory.name, title: signatory.title, email: signatory.email },
    fundLegalName,
    authMethod,
    at: event.at,
    ip: event.ip,
    userAgent: event.userAgent,
    sha256,
    previousSha256,
  };
};
