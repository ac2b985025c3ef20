// A real SMTP server on a loopback port: tests receive the portal's mail the way a mail provider would.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpPeer = {
  url: string;
  /** Mails accepted (answered 250). */
  messages: ReceivedMail[];
  /** From now on, mails `isHeld` picks are received but not answered: their sender waits, mid-send. */
  hold: (isHeld: (mail: ReceivedMail) => boolean) => void;
  /** The mails waiting for an answer. */
  held: () => ReceivedMail[];
  /**
   * Accepts the held mails `picks` names whose sender is still connected (a sender killed meanwhile sent nothing);
   * without `picks`, every held mail, and holds no more.
   */
  release: (picks?: (mail: ReceivedMail) => boolean) => void;
  /** Resolves with the first message to `to` that arrives (or has arrived). */
  waitFor: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** Undoes quoted-printable soft breaks so links read whole. */
export const mailText = (mail: ReceivedMail): string =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

type Waiting = { sessionId: string; mail: ReceivedMail; accept: () => void };

export const startSmtpPeer = async (): Promise<SmtpPeer> => {
  const messages: ReceivedMail[] = [];
  const connected = new Set<string>();
  let isHeld: ((mail: ReceivedMail) => boolean) | undefined;
  const waiting: Waiting[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(session, callback) {
      connected.add(session.id);
      callback();
    },
    onClose(session) {
      connected.delete(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const mail = { from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() };
        const accept = () => {
          messages.push(mail);
          callback();
        };
        if (isHeld?.(mail)) waiting.push({ sessionId: session.id, mail, accept });
        else accept();
      });
    },
  });
  const release = (picks?: (mail: ReceivedMail) => boolean) => {
    if (!picks) isHeld = undefined;
    const released = waiting.filter(({ mail }) => !picks || picks(mail));
    waiting.splice(0, waiting.length, ...waiting.filter((w) => !released.includes(w)));
    for (const { sessionId, accept } of released) if (connected.has(sessionId)) accept();
  };
  const listening = server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
  const { port } = listening.address() as AddressInfo;

  // A mail that arrives ends the wait at once; only a missing one waits this long (the machine may be busy).
  const waitFor = async (to: string, timeoutMs = 15_000): Promise<ReceivedMail> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = messages.find((m) => m.to.includes(to));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    hold: (picks) => {
      isHeld = picks;
    },
    held: () => waiting.filter((w) => connected.has(w.sessionId)).map((w) => w.mail),
    release,
    waitFor,
    close: () => {
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
