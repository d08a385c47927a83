// Starts what the e2e tests talk to: the BUILT server (dist/server/main.js) once per worker, each
// on a free port with a fresh DATA_DIR, and a loopback SMTP server that writes every message it receives as a JSON
// file (read them with waitForEmail() from ./mail.ts). Both stop when the run ends.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import type { ReceivedEmail } from './mail.ts';
import type { Site } from './provided-context.ts';
import './provided-context.ts';
import { startSite } from './site-server.ts';

export default async function setup(project: TestProject) {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-'));
  const mailDir = path.join(tempDir, 'mail');
  fs.mkdirSync(mailDir);
  const smtp = await startSmtpServer(mailDir);
  const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
  const closeSmtp = () => new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  const admin = { username: 'e2e-admin', password: randomBytes(18).toString('base64url') };

  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.all(stops.map((stopSite) => stopSite()));
    await closeSmtp();
    fs.rmSync(tempDir, { recursive: true, force: true });
  };
  // A site of its own for each worker: test files that run side by side share no data.
  const startWorkerSite = async (worker: number): Promise<Site> => {
    const dataDir = path.join(tempDir, `data-${worker}`);
    const { site, stop: stopSite } = await startSite({ dataDir, smtpUrl, admin });
    stops.push(stopSite);
    return site;
  };
  try {
    const workers = project.globalConfig.maxWorkers;
    project.provide(
      'sites',
      await Promise.all(Array.from({ length: workers }, (_, i) => startWorkerSite(i + 1))),
    );
    project.provide('admin', admin);
    project.provide('mailDir', mailDir);
    project.provide('smtpUrl', smtpUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

async function startSmtpServer(mailDir: string) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    // smtp-server's built-in certificate has expired; the outbox worker sends in plain text here.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const addresses = (field: typeof parsed.to) =>
            (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
              group.value.map((entry) => entry.address ?? ''),
            );
          const email: ReceivedEmail = {
            receivedAt: new Date().toISOString(),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            from: parsed.from?.value[0]?.address ?? '',
            to: addresses(parsed.to),
            cc: addresses(parsed.cc),
            replyTo: parsed.replyTo?.value[0]?.address ?? null,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || null,
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? null,
              contentType: attachment.contentType,
              size: attachment.size,
              contentBase64: attachment.content.toString('base64'),
            })),
          };
          // Written under a temporary name and renamed, so a reader never sees half a file.
          const name = `${Date.now()}-${String(++count).padStart(5, '0')}`;
          const file = path.join(mailDir, `${name}.json`);
          fs.writeFileSync(`${file}.tmp`, JSON.stringify(email, null, 2));
          fs.renameSync(`${file}.tmp`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return { server, port: address.port };
}
