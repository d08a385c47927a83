import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';

/**
 * A loopback SMTP server that takes every message and counts how many reached each recipient
 * (the envelope's), and when the first did, for a bench to check that each e-mail went out
 * exactly once and how soon.
 */
export async function startSmtpSink() {
  const received = new Map();
  const server = new SMTPServer({
    authOptional: true,
    // smtp-server's built-in certificate has expired; the site sends in plain text here.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('end', () => {
        const at = performance.now();
        for (const { address } of session.envelope.rcptTo) {
          const before = received.get(address);
          received.set(address, {
            count: (before?.count ?? 0) + 1,
            firstAt: before?.firstAt ?? at,
          });
        }
        callback();
      });
      stream.resume();
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    /** How many messages `address` received. */
    count: (address) => received.get(address)?.count ?? 0,
    /** When the first reached `address` (performance.now()), or undefined. */
    firstAt: (address) => received.get(address)?.firstAt,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
