// Sends a mail and records the attempt in mail_outbox (recipient, subject, sent or failed; never the body).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema/operations';
import type { Mailer, MailMessage } from './mailer';

export const deliverMail = async (db: Db, mailer: Mailer, message: MailMessage): Promise<boolean> => {
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: message.kind, recipient: message.to, subject: message.subject })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('Mail was not recorded');
  try {
    await mailer.send(message);
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
