import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createSmtpMailer } from './smtp-mailer';

const mail = {
  to: 'siti@example.com',
  subject: 'Reservasi',
  text: 'Sampai jumpa.',
  html: '<p>Sampai jumpa.</p>',
};

/** A mail server that takes the connection and then says nothing, as a hung one does. */
async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.map((close) => close()));
  cleanup = [];
});

describe('the SMTP mailer', () => {
  it('gives up on a mail server that never greets within its wait, not nodemailer’s minutes', async () => {
    const silent = await startSilentServer();
    cleanup.push(silent.close);
    const mailer = createSmtpMailer(silent.url, 'Praktik <no-reply@praktik.local>', 500);

    const started = Date.now();
    // The greeting's wait or the silence's, whichever timer fires first: both are the one wait.
    await expect(mailer.send(mail)).rejects.toThrow(/greeting|timeout/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    await mailer.close();
  });

  it('sends through a mail server that answers, with the same limits', async () => {
    const smtp: SmtpTestServer = await startSmtpTestServer();
    cleanup.push(() => smtp.close());
    const mailer = createSmtpMailer(smtp.url, 'Praktik <no-reply@praktik.local>', 500);

    await mailer.send(mail);
    expect((await smtp.waitForMail('siti@example.com')).subject).toBe('Reservasi');
    await mailer.close();
  });
});
