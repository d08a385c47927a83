/**
 * A calendar file with one event (RFC 5545): CRLF line ends, TEXT values escaped, lines folded
 * at 75 octets, local times with a TZID and the VTIMEZONE it names.
 */

import { STOCKHOLM } from '#shared/stockholm.ts';

export interface CalendarEvent {
  /** Globally unique and stable: the same event sent twice updates rather than duplicates. */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  /** Local date (YYYY-MM-DD) and time (HH:MM) in Europe/Stockholm. */
  start: { date: string; time: string };
  end: { date: string; time: string };
  summary: string;
  description: string;
  location: string;
  /** The calendar product, as `-//Organisation//Product//EN`. */
  productId: string;
}

/** Central European Time with the EU's summer time (since 1996): what Sweden keeps. */
const STOCKHOLM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${STOCKHOLM}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line to at most 75 octets per line (RFC 5545 3.1): each continuation starts
 * with one space, and a multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line may hold 75 octets; continuations 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const localDateTime = ({ date, time }: { date: string; time: string }) =>
  `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;

const utcDateTime = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export function renderIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${event.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...STOCKHOLM_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${STOCKHOLM}:${localDateTime(event.start)}`,
    `DTEND;TZID=${STOCKHOLM}:${localDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
