/** @jsxRuntime automatic @jsxImportSource react */
// (the pragma: tsx, vitest and the server build read different tsconfig files; this file says it itself)
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { readableAccentOn, readableTextOn } from '@trato/domain/colors';
import type { EmailDraft } from './email-draft.ts';

// Mail clients ignore stylesheets and dark-mode media queries unevenly: every style is inline, on a
// white card (the brand colour is checked for contrast against white, never assumed readable).
const WHITE = '#ffffff';
const INK = '#0f172a';
const MUTED = '#475569';
const LINE = '#e2e8f0';
const FONT = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const text = { margin: '0 0 16px', fontSize: '15px', lineHeight: '24px', color: INK } as const;
const small = { margin: '0', fontSize: '13px', lineHeight: '20px', color: MUTED } as const;

/** The inbox preview line: the sentence after the greeting, which says what the e-mail is about. */
const previewOf = (d: EmailDraft) => d.paragraphs[1] ?? d.title;

/** One HTML frame for every transactional e-mail, branded by `draft.brand`. */
export function EmailFrame({ draft }: { draft: EmailDraft }) {
  const { brand } = draft;
  const accent = readableAccentOn(brand.color, [WHITE]);
  return (
    <Html lang="es">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{previewOf(draft)}</Preview>
      <Body style={{ margin: '0', padding: '24px 0', backgroundColor: '#f1f5f9', fontFamily: FONT }}>
        <Container style={{ maxWidth: '560px', backgroundColor: WHITE, borderRadius: '12px', borderTop: `4px solid ${brand.color}`, overflow: 'hidden' }}>
          <Section style={{ padding: '24px 32px 0' }}>
            {brand.logoUrl ? (
              <Img src={brand.logoUrl} alt={brand.name} height="40" style={{ height: '40px', width: 'auto', maxWidth: '200px' }} />
            ) : (
              <Text style={{ margin: '0', fontSize: '18px', lineHeight: '28px', fontWeight: 700, color: accent }}>{brand.name}</Text>
            )}
          </Section>
          <Section style={{ padding: '16px 32px 8px' }}>
            <Heading as="h1" style={{ margin: '0 0 16px', fontSize: '22px', lineHeight: '30px', fontWeight: 700, color: INK }}>
              {draft.title}
            </Heading>
            {draft.paragraphs.map((p, i) => (
              <Text key={i} style={text}>
                {p}
              </Text>
            ))}
          </Section>
          {draft.facts && draft.facts.length > 0 && (
            <Section style={{ padding: '0 32px' }}>
              <Section style={{ border: `1px solid ${LINE}`, borderRadius: '8px', padding: '8px 16px' }}>
                {draft.facts.map((f) => (
                  <Row key={f.label}>
                    <Column style={{ padding: '6px 0', fontSize: '14px', lineHeight: '20px', color: MUTED }}>{f.label}</Column>
                    <Column align="right" style={{ padding: '6px 0', fontSize: '14px', lineHeight: '20px', fontWeight: 700, color: INK }}>
                      {f.value}
                    </Column>
                  </Row>
                ))}
              </Section>
            </Section>
          )}
          {draft.note && (
            <Section style={{ padding: '16px 32px 0' }}>
              <Section style={{ borderLeft: `4px solid ${brand.color}`, backgroundColor: '#f8fafc', borderRadius: '4px', padding: '12px 16px' }}>
                <Text style={{ ...small, margin: '0 0 6px', fontWeight: 700 }}>{`Mensaje de ${draft.note.author}`}</Text>
                <Text style={{ margin: '0', fontSize: '15px', lineHeight: '24px', color: INK, whiteSpace: 'pre-line' }}>{draft.note.text}</Text>
              </Section>
            </Section>
          )}
          <Section style={{ padding: '24px 32px 8px' }}>
            <Button
              href={draft.action.url}
              style={{ backgroundColor: brand.color, color: readableTextOn(brand.color), padding: '12px 22px', borderRadius: '8px', fontSize: '15px', fontWeight: 700, textDecoration: 'none' }}
            >
              {draft.action.label}
            </Button>
            <Text style={{ ...small, margin: '16px 0 0' }}>
              Si el botón no funciona, copia este enlace en tu navegador:
              <br />
              <Link href={draft.action.url} style={{ color: accent, wordBreak: 'break-all' }}>
                {draft.action.url}
              </Link>
            </Text>
            {draft.secondary && (
              <Text style={{ ...text, margin: '16px 0 0' }}>
                <Link href={draft.secondary.url} style={{ color: accent, fontWeight: 700 }}>
                  {draft.secondary.label}
                </Link>
              </Text>
            )}
          </Section>
          <Section style={{ padding: '8px 32px 24px' }}>
            <Hr style={{ borderColor: LINE, margin: '16px 0' }} />
            <Text style={small}>{draft.footer}</Text>
            {brand.legalLine && <Text style={{ ...small, marginTop: '8px' }}>{brand.legalLine}</Text>}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
