import { createHash } from 'node:crypto';
import { msg } from '@lingui/core/macro';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import { brand, brandColours as colour } from '#shared/brand.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { type EmailBlock, emailBlocks, linkParts } from './blocks.ts';

/** What the HTML part is drawn from: the e-mail's own text, in the recipient's language. */
export interface BrandedEmailProps {
  locale: Locale;
  subject: string;
  text: string;
  /** A notice above everything (the sandbox's test mode), as the text part opens with it. */
  notice?: string | undefined;
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Mail programs that follow the reader's dark mode read this: the layout's own dark colours
 * (most would otherwise invert the light ones, and the brand's teal and gold with them).
 * Inline styles stay the light version, for programs that read no <style>.
 */
const DARK_MODE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page, .page > table > tbody > tr > td { background-color: #0e1a20 !important; }
  .card { background-color: #16262e !important; border-color: #2a414b !important; }
  .text { color: #e4edf0 !important; }
  .muted { color: #b3c3ca !important; }
  .details { background-color: #1e333c !important; color: #e4edf0 !important; }
  .link { color: #8fd0e6 !important; }
  .button { background-color: #8fd0e6 !important; color: #0e1a20 !important; }
  .notice { background-color: #4a3500 !important; color: #ffe7a8 !important; }
}
@media (max-width: 620px) {
  .card { padding: 20px 16px !important; }
}`;

/**
 * The stylesheet's CSP source: the admin's outbox shows an e-mail's HTML in a sandboxed srcdoc
 * frame, which is under the page's policy, and that policy allows this one inline style.
 */
export const EMAIL_STYLE_SOURCE = `'sha256-${createHash('sha256').update(DARK_MODE).digest('base64')}'`;

const styles = {
  body: { backgroundColor: colour.bg, margin: 0, padding: '24px 8px', fontFamily: FONT },
  container: { maxWidth: '600px', width: '100%' },
  header: {
    backgroundColor: colour.primaryDark,
    borderBottom: `4px solid ${colour.accent}`,
    borderRadius: '12px 12px 0 0',
    padding: '18px 24px',
  },
  brandName: { color: '#ffffff', fontSize: '20px', fontWeight: 700, lineHeight: '28px', margin: 0 },
  sun: { color: colour.accent },
  card: {
    backgroundColor: colour.surface,
    border: `1px solid ${colour.border}`,
    borderTop: 'none',
    borderRadius: '0 0 12px 12px',
    padding: '28px 32px',
  },
  paragraph: { color: colour.text, fontSize: '16px', lineHeight: '26px', margin: '0 0 16px' },
  details: {
    backgroundColor: colour.mutedBg,
    borderRadius: '6px',
    color: colour.text,
    fontSize: '15px',
    lineHeight: '24px',
    margin: '0 0 16px',
    padding: '12px 16px',
  },
  link: { color: colour.primary, textDecoration: 'underline', wordBreak: 'break-all' },
  button: {
    backgroundColor: colour.primary,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'block',
    fontSize: '16px',
    fontWeight: 700,
    lineHeight: '24px',
    padding: '12px 20px',
    textAlign: 'center',
    textDecoration: 'none',
    wordBreak: 'break-all',
  },
  notice: {
    backgroundColor: '#fff4d6',
    borderRadius: '6px',
    color: colour.accentDark,
    fontSize: '14px',
    lineHeight: '22px',
    margin: '0 0 16px',
    padding: '10px 14px',
  },
  footer: { color: colour.textMuted, fontSize: '13px', lineHeight: '20px', margin: '0' },
  hr: { borderColor: colour.border, margin: '24px 0 16px' },
} satisfies Record<string, CSSProperties>;

/** A line with its web addresses as links. */
function Line({ line }: { line: string }) {
  return (
    <>
      {linkParts(line).map((part, index) =>
        part.url ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
          <Link key={index} href={part.url} className="link" style={styles.link}>
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** Lines of one block, each on its own line as in the text. */
function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a block's lines never move
    <span key={index}>
      {index > 0 && <br />}
      <Line line={line} />
    </span>
  ));
}

function Block({ block }: { block: EmailBlock }) {
  if (block.kind === 'link') {
    return (
      <Section style={{ margin: '4px 0 20px' }}>
        <Button href={block.url} className="button" style={styles.button}>
          {block.url}
        </Button>
      </Section>
    );
  }
  const details = block.kind === 'details';
  return (
    <Text
      className={details ? 'details' : 'text'}
      style={details ? styles.details : styles.paragraph}
    >
      <Lines lines={block.lines} />
    </Text>
  );
}

/** The site's look around an e-mail's text: the brand's header, the text's blocks, the footer. */
export function BrandedEmail({ locale, subject, text, notice }: BrandedEmailProps) {
  const i18n = i18nFor(locale);
  const blocks = emailBlocks(text);
  const preview = blocks.find((block) => block.kind === 'paragraph')?.lines.join(' ') ?? subject;
  const { street, postalCode, city, country } = brand.address;
  const { name } = brand;
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <title>{subject}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="page" style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brandName}>
              <span style={styles.sun}>●</span> {name}
            </Text>
          </Section>
          <Section className="card" style={styles.card}>
            {notice && (
              <Text className="notice" style={styles.notice}>
                <Lines lines={notice.split('\n')} />
              </Text>
            )}
            {blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the e-mail's blocks never move
              <Block key={index} block={block} />
            ))}
            <Hr style={styles.hr} />
            <Text className="muted" style={styles.footer}>
              {i18n._(msg`This e-mail was sent by ${name}.`)}
              <br />
              {`${street}, ${postalCode} ${city}, ${country}`}
              <br />
              <Link href={`mailto:${brand.email}`} className="link" style={styles.link}>
                {brand.email}
              </Link>
              {` · ${brand.phone}`}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of an e-mail whose text part is `text`. */
export function renderEmailHtml(props: BrandedEmailProps): Promise<string> {
  return render(<BrandedEmail {...props} />);
}
