// The data room's notices (docs/data-room.md 'Notices'): when an administrator adds a document, or a new version of
// one, each investor of the fund who may open it is told by e-mail, unless they turned 'Data room' off in their
// settings (an optional e-mail: it says how to stop such e-mails). The e-mail names the document and links to the
// data room, behind the reader's own login; it never carries the file.
import { DOCUMENT_CATEGORY_LABELS } from '../../../shared/api/data-room';
import type { MailMessage } from '../../mail/mailer';
import { deliverOptionalMail } from '../auth-and-accounts/public-api';
import type { FundWithSettings } from '../funds/public-api';
import type { DataRoomDeps } from './data-room-deps';
import type { StoredDocument } from './data-room-repository';

type Notice = {
  to: string;
  investorName: string;
  fundName: string;
  fundSlug: string;
  document: Pick<StoredDocument, 'title' | 'category'>;
  /** The version's number when it replaces an earlier one; undefined for a new document. */
  version?: number;
  link: string;
};

export const dataRoomNoticeMail = ({
  to,
  investorName,
  fundName,
  fundSlug,
  document,
  version,
  link,
}: Notice): MailMessage => {
  const what = `'${document.title}' (${DOCUMENT_CATEGORY_LABELS[document.category]})`;
  return {
    kind: 'data-room-document',
    to,
    subject:
      version === undefined
        ? `New in the ${fundName} data room: ${document.title}`
        : `A new version of ${document.title} in the ${fundName} data room`,
    link,
    action: 'Open the data room',
    fundSlug,
    text: [
      `Dear ${investorName},`,
      '',
      version === undefined
        ? `${fundName} added ${what} to its data room.`
        : `${fundName} put version ${version} of ${what} in its data room, in place of the earlier one.`,
      '',
      'You can read it in the data room, after logging in:',
      link,
    ].join('\n'),
  };
};

/** Tells the fund's investors who may open the document; answers how many were mailed (for the audit entry). */
export const noticeNewDocument = async (
  deps: DataRoomDeps,
  { found, document, version }: { found: FundWithSettings; document: StoredDocument; version?: number },
): Promise<number> => {
  const { fund } = found;
  const { ndaRequired } = await deps.dataRoom.settingsOf(fund.integrationId);
  const recipients = await deps.dataRoom.noticeRecipients(
    { id: fund.integrationId, slug: fund.slug },
    document.accessLevel,
    ndaRequired,
  );
  const link = `${deps.config.publicUrl.replace(/\/$/, '')}/fund/${fund.slug}/data-room`;
  let mailed = 0;
  for (const recipient of recipients) {
    const mail = dataRoomNoticeMail({
      to: recipient.email,
      investorName: `${recipient.firstName} ${recipient.lastName}`.trim() || recipient.email,
      fundName: fund.name,
      fundSlug: fund.slug,
      document,
      ...(version !== undefined && { version }),
      link,
    });
    if ((await deliverOptionalMail(deps, { userId: recipient.id, choice: 'dataRoom', mail })) === 'sent') mailed += 1;
  }
  return mailed;
};
