import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderIcs } from './ics.ts';

const event = {
  uid: 'ticket-T-ABC123@example.org',
  stamp: new Date('2026-11-21T09:05:07.123Z'),
  start: { date: '2027-06-12', time: '11:00' },
  end: { date: '2027-06-12', time: '15:00' },
  summary: 'Community Food Walk',
  description: 'Tickets: 2 × Adult, 1 × Child; total 350 kr.\nOrder reference: T-ABC123',
  location: 'Start at Medborgarplatsen, Stockholm',
  productId: '-//Hope Bridge//Tickets//EN',
};

/** Undoes the folding: a CRLF followed by one space joins the lines (RFC 5545 3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('renderIcs', () => {
  const ics = renderIcs(event);

  it('ends every line with CRLF and never uses a bare LF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has one calendar with one event, its UID and a UTC DTSTAMP', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Hope Bridge//Tickets//EN');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:ticket-T-ABC123@example.org');
    expect(lines).toContain('DTSTAMP:20261121T090507Z');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('gives local Stockholm times with a TZID and the VTIMEZONE it names', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Stockholm:20270612T110000');
    expect(lines).toContain('DTEND;TZID=Europe/Stockholm:20270612T150000');
    expect(lines).toContain('TZID:Europe/Stockholm');
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
  });

  it('escapes text values', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain(
      'DESCRIPTION:Tickets: 2 × Adult\\, 1 × Child\\; total 350 kr.\\nOrder reference: T-ABC123',
    );
    expect(lines).toContain('LOCATION:Start at Medborgarplatsen\\, Stockholm');
  });

  it('folds long lines at 75 octets', () => {
    const long = renderIcs({ ...event, description: 'Välkommen! '.repeat(40) });
    for (const line of long.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(unfold(long)).toContain(`DESCRIPTION:${'Välkommen! '.repeat(40)}`);
  });
});

describe('escapeText', () => {
  it('escapes backslashes first, so escapes are not doubled', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});

describe('foldLine', () => {
  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });

  it('never splits a multi-byte character', () => {
    const folded = foldLine(`SUMMARY:${'å'.repeat(100)}`);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'å'.repeat(100)}`);
  });
});
