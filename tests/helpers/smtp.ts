import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { from: string; to: string[]; headers: Record<string, string>; text: string };
export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** A real SMTP peer in this process, recording every message it accepts. */
export async function startSmtp(port = 0) {
  const messages: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const parsed = parseMessage(Buffer.concat(chunks).toString('utf8'));
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parsed,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough RFC 5322 + quoted-printable to read what nodemailer sends. */
export function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { headers, text: body.replace(/\r\n/g, '\n') };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  const word = /=\?UTF-8\?([QB])\?([^?]*)\?=/gi;
  // Adjacent words form one byte run: a character may be split between two of them.
  return value.replace(/=\?UTF-8\?[QB]\?[^?]*\?=(?:\s+=\?UTF-8\?[QB]\?[^?]*\?=)*/gi, (run) => {
    const bytes = [...run.matchAll(word)].map(([, encoding, text]) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** The text and HTML parts of a multipart message, decoded. */
export function partsOf(message: Received) {
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers['content-type'] ?? '')?.[1];
  if (!boundary) return { text: message.text, html: '' };
  const parts = message.text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((raw) => {
      const part = parseMessage(raw.replace(/^\n/, '').replace(/\n/g, '\r\n'));
      const body = /base64/i.test(part.headers['content-transfer-encoding'] ?? '')
        ? Buffer.from(part.text.replace(/\s+/g, ''), 'base64').toString('utf8')
        : part.text;
      return { type: part.headers['content-type'] ?? '', body };
    });
  return {
    text: parts.find((p) => p.type.startsWith('text/plain'))?.body ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.body ?? '',
  };
}
