// The appeal and the supporter's fundraiser for it that the bench adds (issue 31), through the
// API as the admin and an organiser would, so that Lighthouse visits pages with their data.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { solvedChallenge } from '../lib/solved-challenge.mjs';

const APPEAL_SLUG = 'bench-well-for-kamenge';
export const BENCH_APPEAL_PATH = `/appeals/${APPEAL_SLUG}`;
const ORGANISER = 'bench-organiser@example.org';

const day = (fromToday) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

/** Calls the site's API; throws unless it answers 2xx. */
async function call(baseUrl, method, path, { cookie = '', json, form } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      origin: baseUrl,
      cookie,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? form : JSON.stringify(json),
  });
  if (!response.ok) {
    throw new Error(
      `bench: ${method} ${path} answered ${response.status}: ${await response.text()}`,
    );
  }
  return response.json();
}

/**
 * A loopback SMTP server that keeps the text of each message: the organiser's link is in the
 * e-mail only (the admin's outbox hides it). Give the site its `env`.
 */
export async function startMailCatcher() {
  const texts = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => texts.push(mail.text ?? ''))
        .then(() => callback(), callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${server.server.address().port}`, SMTP_INSECURE: 'true' },
    texts,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Resolves with the first text kept that matches `pattern`, as soon as it arrives. */
async function waitForText(texts, pattern) {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const match = texts.map((text) => pattern.exec(text)).find(Boolean);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`bench: no e-mail matching ${pattern} within 30 s`);
}

/**
 * Adds the appeal (with `photo` as its cover) and a memorial fundraiser for it, started by the
 * public form, confirmed by the link in its e-mail (`mail`, from startMailCatcher) and approved.
 * Answers the fundraiser's page: its address ends in a random tail.
 */
export async function addBenchCampaign(baseUrl, cookie, photo, mail) {
  const upload = new FormData();
  upload.append('image', new Blob([photo], { type: 'image/jpeg' }), 'well.jpg');
  const cover = await call(baseUrl, 'POST', '/api/admin/stories/images', { cookie, form: upload });
  await call(baseUrl, 'POST', '/api/admin/appeals', {
    cookie,
    json: {
      slug: APPEAL_SLUG,
      title: 'A well for Kamenge',
      summary: 'Clean water, close to home, for 400 families.',
      content: [
        { type: 'text', text: 'The village walks an hour for water, twice a day.' },
        { type: 'text', text: 'A well in the square gives it back those hours.' },
      ],
      image: cover.src,
      alt: 'The village square at dusk.',
      goal: 150_000,
      startsOn: day(-7),
      endsOn: day(60),
      status: 'published',
      sv: {
        title: 'En brunn i Kamenge',
        summary: 'Rent vatten nära hemmet för 400 familjer.',
        blocks: [
          'Byn går en timme efter vatten, två gånger om dagen.',
          'En brunn på torget ger dem de timmarna tillbaka.',
        ],
        alt: 'Byns torg i skymningen.',
      },
    },
  });
  await call(baseUrl, 'POST', '/api/fundraisers', {
    json: {
      kind: 'memorial',
      title: 'Remembering Karin',
      inMemoryOf: 'Karin Larsson',
      organiserName: 'Erik Larsson',
      organiserEmail: ORGANISER,
      story: 'Karin loved her garden and the people around her.\nGive in her name.',
      goal: 20_000,
      endsOn: day(30),
      appeal: APPEAL_SLUG,
      altcha: await solvedChallenge(baseUrl),
    },
  });
  const [, token] = await waitForText(mail.texts, /\/my-gifts\?token=([^\s&]+)/);
  await call(baseUrl, 'POST', '/api/my-gifts/sessions', { json: { token } });
  const { fundraisers } = await call(baseUrl, 'GET', '/api/admin/fundraisers', { cookie });
  const fundraiser = fundraisers.find((one) => one.organiserEmail === ORGANISER);
  await call(baseUrl, 'POST', `/api/admin/fundraisers/${fundraiser.id}/decision`, {
    cookie,
    json: { approve: true },
  });
  return `/fundraisers/${fundraiser.slug}`;
}
