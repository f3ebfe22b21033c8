import { describe, expect, it } from 'vitest';
import { parseDump, rowCounts } from './sql-dump.ts';

const DUMP = `--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: touch(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.touch() RETURNS trigger AS $_$ BEGIN NEW.x := 'a;b'; RETURN NEW; END $_$ LANGUAGE plpgsql;

--
-- Data for Name: companies; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.companies VALUES (1, 'O''Higgins; DROP TABLE users; --
--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--
');
INSERT INTO public.companies VALUES (2, E'a\\';b', "x"";y", $$c;d$$, /* e; */ 3);

--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users VALUES (1);
`;

describe('parseDump', () => {
  it('groups statements under pg_dump headers; quoted text and comments never split a statement or open a section', () => {
    const dump = parseDump(DUMP);
    expect(dump.preamble).toEqual(['SET statement_timeout = 0;', "SELECT pg_catalog.set_config('search_path', '', false);"]);
    expect(dump.sections.map((s) => [s.type, s.name, s.statements.length])).toEqual([
      ['FUNCTION', 'touch()', 1],
      ['TABLE DATA', 'companies', 2],
      ['TABLE DATA', 'users', 1],
    ]);
    expect(dump.sections[1]!.statements[0]).toContain("DROP TABLE users; --\n--\n-- Data for Name: users");
    expect(dump.sections[1]!.statements[1]).toBe(`INSERT INTO public.companies VALUES (2, E'a\\';b', "x"";y", $$c;d$$, /* e; */ 3);`);
    expect(rowCounts(dump)).toEqual({ 'public.companies': 2, 'public.users': 1 });
  });
});
