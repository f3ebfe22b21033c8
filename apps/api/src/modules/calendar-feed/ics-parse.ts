/**
 * Reads an iCalendar document back (tests only, and whoever wants to check a feed): unfolds lines,
 * splits name, parameters and value, and unescapes TEXT values.
 */
export type IcsProperty = { name: string; params: Record<string, string>; value: string };

export function unfold(text: string): string[] {
  return text
    .split('\r\n')
    .reduce<string[]>((lines, line) => {
      if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length) lines[lines.length - 1] += line.slice(1);
      else lines.push(line);
      return lines;
    }, [])
    .filter((l) => l !== '');
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

export function parseProperty(line: string): IcsProperty {
  const colon = line.indexOf(':');
  const [name = '', ...params] = line.slice(0, colon).split(';');
  return { name, params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])), value: line.slice(colon + 1) };
}

/** The VEVENTs as maps of property name → property. */
export function parseEvents(text: string): Map<string, IcsProperty>[] {
  const events: Map<string, IcsProperty>[] = [];
  let current: Map<string, IcsProperty> | null = null;
  for (const line of unfold(text)) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT') {
      if (current) events.push(current);
      current = null;
    } else if (current) {
      const p = parseProperty(line);
      current.set(p.name, p);
    }
  }
  return events;
}
