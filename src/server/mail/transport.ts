import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export type MailMessage = SendMailOptions & { from: string; to: string; subject: string; text: string };

/** Where mail leaves the process: an SMTP server, or .eml files when none is configured. */
export interface MailTransport {
  /** `fileName` names the .eml file when writing to disk; the same name is rewritten on a retry. */
  send(message: MailMessage, fileName: string): Promise<void>;
  close(): void;
}

// Short enough that a dead server fails an attempt quickly, long enough for a slow but working one.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailTransport(options: { smtpUrl?: string; outboxDir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      send: async (message) => {
        await smtp.sendMail(message);
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    send: async (message, fileName) => {
      const info = await stream.sendMail(message);
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, fileName);
      // Written aside and renamed so a crash never leaves a half-written .eml that looks complete.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => stream.close(),
  };
}
