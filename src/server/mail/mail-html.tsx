// The HTML part of every e-mail (docs/design.md §7b 'E-mails'), drawn from the same template as its text part: a
// mail's text is its template (paragraphs between blank lines, its one link on a line of its own), the text part sends
// it as it is, and this draws it with a kept library of e-mail markup (React Email's components: tables and inline
// styles that mail programs render alike). Each paragraph becomes a paragraph, the link a button with the mail's action
// words, a short code a large one; the fund's name heads the mail in the fund's colour, darkened where needed so that
// it and the button's white words keep a contrast of 4.5:1. No images (nothing to go without alt text, nothing loaded
// from a server when the mail is opened) and `lang` set, so a screen reader reads it in its language.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { renderToStaticMarkup } from 'react-dom/server';

/** Whose mail it is: the fund's name and colour, or the portal's own. */
export type MailBrand = { name: string; color: string };

export const PORTAL_BRAND: MailBrand = { name: 'Investor Portal', color: '#1f4e79' };

/** What a mail's text is made of, in order. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'action'; label: string; url: string };

const URL_LINE = /^https?:\/\/\S+$/;
const CODE_LINE = /^[A-Z0-9]{4,10}$/;
const LIST_ITEM = /^[-•] /;

/** The text as blocks: a paragraph's lines read as one (the text wraps prose), a line that is a link its own block. */
export const mailBlocks = (text: string, { link, action }: { link?: string; action?: string }): MailBlock[] => {
  const blocks: MailBlock[] = [];
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const lines = paragraph
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    let prose: string[] = [];
    const flush = () => {
      if (prose.length === 0) return;
      if (prose.every((line) => LIST_ITEM.test(line))) {
        blocks.push({ kind: 'list', items: prose.map((line) => line.replace(LIST_ITEM, '')) });
      } else if (prose.length === 1 && CODE_LINE.test(prose[0] ?? '') && /\d/.test(prose[0] ?? '')) {
        blocks.push({ kind: 'code', text: prose[0] ?? '' });
      } else blocks.push({ kind: 'paragraph', text: prose.join(' ') });
      prose = [];
    };
    for (const line of lines) {
      if (URL_LINE.test(line)) {
        flush();
        blocks.push({ kind: 'action', label: line === link && action ? action : 'Open the link', url: line });
      } else prose.push(line);
    }
    flush();
  }
  return blocks;
};

const channel = (hex: string, at: number): number => Number.parseInt(hex.slice(at, at + 2), 16) / 255;
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = channel(hex, at);
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

/** WCAG's contrast ratio of two '#rrggbb' colours. */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

const HEX = /^#[0-9a-f]{6}$/i;
const hex = (value: number): string =>
  Math.round(value * 255)
    .toString(16)
    .padStart(2, '0');

/** The brand's colour, darkened in steps until white words on it (and it on white) reach 4.5:1. */
export const readableColor = (color: string): string => {
  let current = HEX.test(color) ? color.toLowerCase() : PORTAL_BRAND.color;
  while (contrastRatio(current, '#ffffff') < 4.5) {
    current = `#${[1, 3, 5].map((at) => hex(channel(current, at) * 0.9)).join('')}`;
  }
  return current;
};

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#1b1f24';
const MUTED = '#4b5563';

const Block = ({ block, color }: { block: MailBlock; color: string }) => {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={{ fontSize: '16px', lineHeight: '24px', color: INK, margin: '0 0 16px' }}>{block.text}</Text>;
    case 'list':
      return (
        <ul style={{ fontSize: '16px', lineHeight: '24px', color: INK, margin: '0 0 16px', paddingLeft: '20px' }}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'code':
      return (
        <Text
          style={{
            fontSize: '28px',
            lineHeight: '36px',
            letterSpacing: '6px',
            fontWeight: 700,
            color: INK,
            margin: '0 0 16px',
            fontFamily: "'SFMono-Regular', Consolas, monospace",
          }}
        >
          {block.text}
        </Text>
      );
    case 'action':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.url}
            style={{
              backgroundColor: color,
              color: '#ffffff',
              fontSize: '16px',
              fontWeight: 600,
              lineHeight: '24px',
              borderRadius: '6px',
              padding: '12px 20px',
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
          <Text style={{ fontSize: '13px', lineHeight: '20px', color: MUTED, margin: '12px 0 0' }}>
            Or paste this address into your browser:{' '}
            <Link href={block.url} style={{ color, wordBreak: 'break-all' }}>
              {block.url}
            </Link>
          </Text>
        </Section>
      );
  }
};

type MailPage = { subject: string; text: string; link?: string; action?: string; brand: MailBrand };

/** The mail as an HTML document; its words are the text part's, escaped by React. */
export const mailHtml = ({ subject, text, link, action, brand }: MailPage): string => {
  const color = readableColor(brand.color);
  const blocks = mailBlocks(text, { ...(link && { link }), ...(action && { action }) });
  const preview = blocks.find((block) => block.kind === 'paragraph');
  const page = (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{subject}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      {preview?.kind === 'paragraph' && <Preview>{preview.text}</Preview>}
      <Body style={{ backgroundColor: '#f3f4f6', fontFamily: FONT, margin: 0, padding: '24px 0' }}>
        {/* One landmark holds the mail (a screen reader's 'main'); mail programs that drop the role lose nothing. */}
        {/* biome-ignore lint/a11y/useSemanticElements: mail programs keep a div's role more often than a <main> */}
        <div role="main" lang="en">
          <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '0 12px' }}>
            <Section
              style={{
                backgroundColor: '#ffffff',
                borderTop: `4px solid ${color}`,
                borderRadius: '8px',
                padding: '24px 24px 8px',
              }}
            >
              <Text style={{ fontSize: '14px', lineHeight: '20px', fontWeight: 700, color, margin: '0 0 8px' }}>
                {brand.name}
              </Text>
              <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', color: INK, margin: '0 0 20px' }}>
                {subject}
              </Heading>
              {blocks.map((block, index) => (
                // The blocks are the mail's fixed order: its index is its identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: a mail is drawn once, never reordered
                <Block key={index} block={block} color={color} />
              ))}
            </Section>
            <Hr style={{ borderColor: 'transparent', margin: '8px 0' }} />
            <Text style={{ fontSize: '13px', lineHeight: '20px', color: MUTED, textAlign: 'center', margin: 0 }}>
              {brand.name === PORTAL_BRAND.name
                ? 'Investor Portal'
                : `${brand.name} · sent through the investor portal`}
            </Text>
          </Container>
        </div>
      </Body>
    </Html>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
};
