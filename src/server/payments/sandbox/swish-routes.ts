import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brand } from '#shared/brand.ts';
import { formatSek } from '#shared/donations.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { notFound } from '../../lib/http-error.ts';
import { requestLocale } from '../../lib/locale.ts';
import { escapeHtml, localeOfReturn, standInDocument } from './pages.ts';
import type { SandboxSwish, SandboxSwishRequest } from './swish.ts';

const token = z.string().regex(/^[0-9a-f]{32}$/, 'Unknown payment request.');
const standInQuery = z.object({ token, callbackurl: z.string().max(2000).optional() });
const answerSchema = standInQuery.extend({ answer: z.enum(['approve', 'decline', 'cancel']) });

/** The stand-in app's page around `body`, in `locale`. */
const swishDocument = (locale: Locale, body: (i18n: I18n) => string) => {
  const i18n = i18nFor(locale);
  return standInDocument(
    locale,
    i18n._(msg`Swish test payment`),
    i18n._(msg`Test stand-in: not the real Swish app`),
    body(i18n),
  );
};

/**
 * The sandbox's stand-in for the payer's Swish app: GET shows the request with Approve, Decline
 * and Cancel; POST records the answer, calls the site back as Swish does (an unsigned callback,
 * which the site checks by fetching the request) and returns to the site.
 */
export const sandboxSwishRoutes: FastifyPluginAsyncZod<{ swish: SandboxSwish }> = async (
  app,
  { swish },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/sandbox/swish', { schema: { querystring: standInQuery } }, async (request, reply) => {
    const open = await swish.openByToken(request.query.token);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    // The language of the page the gift was started on, which the payer goes back to.
    const locale = localeOfReturn(request.query.callbackurl, requestLocale(request));
    return reply.status(open ? 200 : 404).send(renderSwishApp(open, request.query, locale));
  });

  app.post('/sandbox/swish', { schema: { body: answerSchema } }, async (request, reply) => {
    const open = await swish.openByToken(request.body.token);
    if (!open) throw notFound('This test payment request is no longer open.');
    await swish.answer(open, request.body.answer);
    await app.inject({
      method: 'POST',
      url: '/api/swish/callback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: open.id }),
    });
    const back = sameSite(request.body.callbackurl, app.siteOrigin(request));
    if (back) return reply.redirect(back, 303);
    reply.type('text/html; charset=utf-8');
    const locale = localeOfReturn(request.body.callbackurl, requestLocale(request));
    return swishDocument(
      locale,
      (i18n) =>
        `<p>${escapeHtml(i18n._(msg`Answered. Go back to the site to see the result.`))}</p>`,
    );
  });
};

/** The return address, when it is on this site (never elsewhere). */
function sameSite(url: string | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, origin).origin === origin ? url : null;
  } catch {
    return null;
  }
}

function renderSwishApp(
  request: SandboxSwishRequest | null,
  query: { token: string; callbackurl?: string },
  locale: Locale,
): string {
  if (!request) {
    return swishDocument(
      locale,
      (i18n) => `<p>${escapeHtml(i18n._(msg`This test payment request is no longer open.`))}</p>`,
    );
  }
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}" />`;
  return swishDocument(locale, (i18n) => {
    const say = (text: MessageDescriptor) => escapeHtml(i18n._(text));
    return `<p>${say(msg`This page stands in for the payer's Swish app while the site runs without Swish's certificate (test mode). No real payment is made and no money is taken.`)}</p>
      <dl>
        <dt>${say(msg`Pay to`)}</dt><dd>${escapeHtml(brand.name)}</dd>
        <dt>${say(msg`Amount`)}</dt><dd>${escapeHtml(formatSek(request.amountOre))}</dd>
        <dt>${say(msg`Message`)}</dt><dd>${escapeHtml(request.message)}</dd>
      </dl>
      <form method="post" action="/sandbox/swish">
        ${hidden('token', query.token)}
        ${query.callbackurl ? hidden('callbackurl', query.callbackurl) : ''}
        <button type="submit" name="answer" value="approve" class="primary">${say(msg`Approve test payment`)}</button>
        <button type="submit" name="answer" value="decline">${say(msg`Decline`)}</button>
        <button type="submit" name="answer" value="cancel">${say(msg`Cancel`)}</button>
      </form>`;
  });
}
