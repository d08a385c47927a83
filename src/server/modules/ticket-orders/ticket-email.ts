import { brand } from '#shared/brand.ts';
import {
  type Event,
  formatEventWhen,
  ticketLabels,
  ticketsTotal,
  ticketTypes,
} from '#shared/content/events.ts';
import { formatDate } from '#shared/format-date.ts';
import type { TicketOrder } from '../../db/tables/events.ts';
import { renderIcs } from '../../lib/ics.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

export const quantitiesOf = (order: TicketOrder) => ({
  adult: order.adult_qty,
  youth: order.youth_qty,
  child: order.child_qty,
});

const NONE = { adult: 0, youth: 0, child: 0 };

/** One e-mail per paid order (dedupe key), with the tickets and a calendar file. */
export function ticketEmail(order: TicketOrder, event: Event, now: Date): OutgoingEmail {
  const quantities = quantitiesOf(order);
  const lines = ticketTypes
    .filter((type) => quantities[type] > 0)
    .map(
      (type) =>
        `  ${quantities[type]} × ${ticketLabels[type]} at ${event.ticketPrices[type]} kr = ${ticketsTotal(event.ticketPrices, { ...NONE, [type]: quantities[type] })} kr`,
    );
  const place = `${event.location}, ${event.city}`;
  const summary = [
    `Event: ${event.title}`,
    `Date and time: ${formatEventWhen(event)}`,
    `Place: ${place}`,
    'Tickets:',
    ...lines,
    `Total: ${order.amount / 100} kr`,
    `Order reference: ${order.reference}`,
  ];
  const text = [
    `Hello ${order.name},`,
    '',
    `Thank you for your order! Here are your tickets for ${event.title}.`,
    '',
    ...summary,
    '',
    'Show this e-mail at the entrance, on your phone or printed. Children 1-3 years enter free.',
    'The attached calendar file puts the event in your calendar.',
    '',
    `Questions? Reply to this e-mail or write to ${brand.email}.`,
    '',
    'With warm greetings,',
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
  return {
    to: order.email,
    replyTo: brand.email,
    subject: `Your tickets: ${event.title}, ${formatDate(event.startDate)}`,
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
