import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { webinarIcs } from './webinar-ics.ts';

const event = {
  registrationId: 'r1', slot: new Date('2026-11-29T13:30:00.000Z'), slotText: '7 PM, Sunday, 29 November 2026',
  groupLink: 'https://chat.whatsapp.com/Group1', host: 'thelazytrader.example', now: new Date('2026-11-24T08:05:09.123Z'),
};

afterEach(() => activateLocale('en'));

describe('webinarIcs', () => {
  it('writes one RFC 5545 event with CRLF lines, UID, DTSTAMP and DTSTART in UTC, summary and the group link', () => {
    const ics = webinarIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//The Lazy Trader//Free Webinar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT']);
    expect(lines).toContain('UID:webinar-r1@thelazytrader.example');
    expect(lines).toContain('DTSTAMP:20261124T080509Z');
    expect(lines).toContain('DTSTART:20261129T133000Z');
    expect(lines).toContain('DTEND:20261129T143000Z');
    expect(lines).toContain('SUMMARY:Free live webinar | The Lazy Trader');
    expect(lines).toContain('DESCRIPTION:7 PM\\, Sunday\\, 29 November 2026.\\nThe webinar ID and password are shared in our WhatsApp group: https://chat.whatsapp.com/Group1');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('folds lines at 75 octets without splitting a character, and escapes the admin text', () => {
    const ics = webinarIcs({ ...event, slotText: 'रविवार; शाम 7 बजे, विशेष सत्र\\'.repeat(3) });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const description = ics.replace(/\r\n /g, '').split('\r\n').find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('रविवार\\; शाम 7 बजे\\, विशेष सत्र\\\\');
  });

  it('writes the event in Hindi for a Hindi page (issue 30 §8): the reader’s calendar shows it', async () => {
    await activateLocale('hi');
    const lines = webinarIcs({ ...event, slotText: 'शाम 7 बजे, रविवार, 29 नवंबर 2026' }).replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('SUMMARY:फ़्री लाइव वेबिनार | The Lazy Trader');
    expect(lines).toContain('DESCRIPTION:शाम 7 बजे\\, रविवार\\, 29 नवंबर 2026.\\nवेबिनार ID और पासवर्ड हमारे WhatsApp ग्रुप में शेयर होते हैं: https://chat.whatsapp.com/Group1');
  });
});
