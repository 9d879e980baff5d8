import { t } from '@lingui/core/macro';

/**
 * The add-to-calendar file of the webinar success page (issue 14 §7): one RFC 5545 event, built in
 * the browser from the registration's slot, so no route and nothing stored.
 */

/** Sessions are booked for an hour: enough for a calendar to block the time. */
const SESSION_MINUTES = 60;

/** 20261129T133000Z: a UTC DATE-TIME (RFC 5545 §3.3.5, form #2). */
export const icsUtc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and newlines (§3.3.11). */
const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets fold with CRLF and a space (§3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let octets = 0;
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length;
    if (octets + n > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = '';
      octets = 0;
    }
    cur += ch;
    octets += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

export interface WebinarEvent {
  /** The registration's id: the same registration gives the same UID, so a second import updates. */
  registrationId: string;
  slot: Date;
  /** The slot as the page states it (the admin's text included). */
  slotText: string;
  groupLink: string;
  /** The site's host, for the UID's right-hand side. */
  host: string;
  now?: Date;
}

export function webinarIcs(e: WebinarEvent): string {
  const end = new Date(e.slot.getTime() + SESSION_MINUTES * 60_000);
  // In the page's language: the event is the reader's, in their calendar.
  const link = e.groupLink;
  const description = `${e.slotText}.\n${t`The webinar ID and password are shared in our WhatsApp group: ${link}`}`;
  const summary = t`Free live webinar | The Lazy Trader`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//The Lazy Trader//Free Webinar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:webinar-${e.registrationId}@${e.host}`,
    `DTSTAMP:${icsUtc(e.now ?? new Date())}`,
    `DTSTART:${icsUtc(e.slot)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${icsText(summary)}`,
    `DESCRIPTION:${icsText(description)}`,
    `URL:${e.groupLink}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
