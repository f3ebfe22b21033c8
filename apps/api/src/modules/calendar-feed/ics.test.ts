import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './ics.ts';
import { parseEvents, unescapeText, unfold } from './ics-parse.ts';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and newlines, and reads them back', () => {
    const text = 'Pago: 1,5; a\\b\nsegunda línea';
    expect(escapeText(text)).toBe('Pago: 1\\,5\\; a\\\\b\\nsegunda línea');
    expect(unescapeText(escapeText(text))).toBe(text);
  });

  it('folds at 75 octets without splitting a UTF-8 character; unfolding gives the line back', () => {
    const line = `SUMMARY:${'Diseño ñandú — '.repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.join('\r\n')).not.toContain('\uFFFD');
    expect(unfold(folded)).toEqual([line]);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
    expect(octets(foldLine('X'.repeat(75)))).toBe(75);
  });

  it('writes all-day events with DATE values, an exclusive DTEND, a UTC DTSTAMP and CRLF everywhere', () => {
    const doc = writeCalendar({
      name: 'Trato — Estudio, Norte',
      now: new Date('2026-11-26T13:27:05.123Z'),
      events: [
        { uid: 'payment-1@trato', summary: 'Pago: Anticipo — Panadería Aurora, Ñuñoa', description: '$135.001', start: '2026-12-31', end: '2026-12-31', url: 'http://trato.test/projects/1' },
        { uid: 'stage-2@trato', summary: 'Etapa: Diseño — Panadería Aurora', start: '2026-12-03', end: '2026-12-10' },
      ],
    });
    expect(doc.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(doc.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(doc.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(doc).toContain('X-WR-CALNAME:Trato — Estudio\\, Norte');
    const [pay, stage] = parseEvents(doc);
    expect(pay!.get('UID')!.value).toBe('payment-1@trato');
    expect(pay!.get('DTSTAMP')!.value).toBe('20261126T132705Z');
    expect(pay!.get('DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20261231' });
    expect(pay!.get('DTEND')!.value).toBe('20270101');
    expect(unescapeText(pay!.get('SUMMARY')!.value)).toBe('Pago: Anticipo — Panadería Aurora, Ñuñoa');
    expect(pay!.get('URL')!.value).toBe('http://trato.test/projects/1');
    expect(stage!.get('DTSTART')!.value).toBe('20261203');
    expect(stage!.get('DTEND')!.value).toBe('20261211');
    expect(stage!.has('DESCRIPTION')).toBe(false);
  });
});
