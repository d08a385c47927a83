import { msg } from '@lingui/core/macro';
import { brand } from '#shared/brand.ts';
import { type Event, formatEventWhen, ticketsTotal, ticketTypes } from '#shared/content/events.ts';
import { formatTicketKronor as kronor, ticketTypeNames } from '#shared/content/ticket-text.ts';
import { formatDate } from '#shared/format-date.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { TicketOrder } from '../../db/tables/events.ts';
import { renderIcs } from '../../lib/ics.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

export const quantitiesOf = (order: TicketOrder) => ({
  adult: order.adult_qty,
  youth: order.youth_qty,
  child: order.child_qty,
});

const NONE = { adult: 0, youth: 0, child: 0 };

/**
 * One e-mail per paid order (dedupe key), with the tickets and a calendar file, in the language
 * of the page the order was made from.
 */
export function ticketEmail(order: TicketOrder, event: Event, now: Date): OutgoingEmail {
  const { locale } = order;
  const i18n = i18nFor(locale);
  const quantities = quantitiesOf(order);
  const lines = ticketTypes
    .filter((type) => quantities[type] > 0)
    .map((type) => {
      const count = quantities[type];
      const ticket = i18n._(ticketTypeNames[type]);
      const price = kronor(event.ticketPrices[type], locale);
      const sum = kronor(ticketsTotal(event.ticketPrices, { ...NONE, [type]: count }), locale);
      return `  ${i18n._(msg`${count} × ${ticket} at ${price} = ${sum}`)}`;
    });
  const place = `${event.location}, ${event.city}`;
  const { title } = event;
  const when = formatEventWhen(event, locale);
  const total = kronor(order.amount / 100, locale);
  const { reference } = order;
  const summary = [
    i18n._(msg`Event: ${title}`),
    i18n._(msg`Date and time: ${when}`),
    i18n._(msg`Place: ${place}`),
    i18n._(msg`Tickets:`),
    ...lines,
    i18n._(msg`Total: ${total}`),
    i18n._(msg`Order reference: ${reference}`),
  ];
  const { name } = order;
  const { email } = brand;
  const text = [
    i18n._(msg`Hello ${name},`),
    '',
    i18n._(msg`Thank you for your order! Here are your tickets for ${title}.`),
    '',
    ...summary,
    '',
    i18n._(
      msg`Show this e-mail at the entrance, on your phone or printed. Children 1-3 years enter free.`,
    ),
    i18n._(msg`The attached calendar file puts the event in your calendar.`),
    '',
    i18n._(msg`Questions? Reply to this e-mail or write to ${email}.`),
    '',
    i18n._(msg`With warm greetings,`),
    brand.name,
  ].join('\n');
  const calendar = renderIcs({
    uid: `ticket-order-${order.reference}@${brand.email.split('@')[1]}`,
    stamp: now,
    start: { date: event.startDate, time: event.startTime },
    end: { date: event.endDate ?? event.startDate, time: event.endTime },
    summary: event.title,
    description: [...summary, '', `${brand.name}, ${brand.email}`].join('\n'),
    location: place,
    productId: `-//${brand.name}//Tickets//EN`,
  });
  const date = formatDate(event.startDate, locale);
  return {
    to: order.email,
    replyTo: brand.email,
    locale,
    subject: i18n._(msg`Your tickets: ${title}, ${date}`),
    text,
    attachments: [
      {
        filename: `${event.id}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendar,
      },
    ],
    dedupeKey: `ticket-order:${order.id}`,
  };
}
