import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives, so tests follow links from real messages. */
export async function startCaptureSmtp() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The verification link in the newest message to `to` (quoted-printable soft breaks undone). */
    linkFor(to: string): string | undefined {
      const mail = [...messages].reverse().find((m) => m.to.includes(to));
      const text = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return text?.match(/https?:\/\/\S+\/api\/verify-email\?token=[A-Za-z0-9_-]+/)?.[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
