// Sends a mail and records the attempt in mail_outbox (recipient, subject, sent or failed; never the body). A mail
// about a fund is sent in the fund's name and colour.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { funds } from '../db/schema/funds';
import { mailOutbox } from '../db/schema/operations';
import type { MailBrand } from './mail-html';
import type { Mailer, MailMessage } from './mailer';

/** The fund's name and colour, read by the statement that records the mail (null without a fund). */
const brandColumn = (fundSlug: string | undefined) =>
  fundSlug === undefined
    ? sql<null>`null`
    : sql<MailBrand | null>`(select json_build_object('name', ${funds.name}, 'color', ${funds.hexColor})
        from ${funds} where ${funds.slug} = ${fundSlug})`;

export const deliverMail = async (db: Db, mailer: Mailer, message: MailMessage): Promise<boolean> => {
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: message.kind, recipient: message.to, subject: message.subject })
    .returning({ id: mailOutbox.id, brand: brandColumn(message.fundSlug) });
  if (!row) throw new Error('Mail was not recorded');
  try {
    const brand = typeof row.brand === 'string' ? (JSON.parse(row.brand) as MailBrand) : row.brand;
    await mailer.send(brand ? { ...message, brand } : message);
    await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(mailOutbox)
      .set({ error: reason.slice(0, 500) })
      .where(eq(mailOutbox.id, row.id));
    return false;
  }
};
