/**
 * An e-mail's plain text read as the blocks its HTML part shows. The text stays the one source
 * of what an e-mail says (every e-mail builder writes it, and the tests read it); its HTML part
 * is drawn from it by the branded layout (`branded-email.tsx`), so the two parts never disagree.
 *
 * The conventions the builders already follow:
 * - a blank line ends a paragraph;
 * - lines indented by two spaces are a list of details (a receipt's lines, a ticket's);
 * - a line that is only an address (`https://…`) is the e-mail's link to act on: a button.
 */
export type EmailBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'details'; lines: string[] }
  | { kind: 'link'; url: string };

const LINK_LINE = /^https?:\/\/\S+$/;
const DETAIL_LINE = /^ {2}\S/;

export function emailBlocks(text: string): EmailBlock[] {
  const blocks: EmailBlock[] = [];
  for (const chunk of text.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    let run: Exclude<EmailBlock, { kind: 'link' }> | undefined;
    for (const raw of chunk.split('\n')) {
      if (raw.trim() === '') continue;
      if (LINK_LINE.test(raw.trim()) && !DETAIL_LINE.test(raw)) {
        run = undefined;
        blocks.push({ kind: 'link', url: raw.trim() });
        continue;
      }
      const kind: 'details' | 'paragraph' = DETAIL_LINE.test(raw) ? 'details' : 'paragraph';
      const line = kind === 'details' ? raw.trim() : raw.trimEnd();
      if (run?.kind === kind) {
        run.lines.push(line);
        continue;
      }
      const next: Exclude<EmailBlock, { kind: 'link' }> = { kind, lines: [line] };
      run = next;
      blocks.push(next);
    }
  }
  return blocks;
}

/** A line's parts: plain text, and the web addresses in it (made links in the HTML). */
export function linkParts(line: string): { text: string; url?: string }[] {
  const parts: { text: string; url?: string }[] = [];
  let last = 0;
  for (const match of line.matchAll(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g)) {
    if (match.index > last) parts.push({ text: line.slice(last, match.index) });
    parts.push({ text: match[0], url: match[0] });
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push({ text: line.slice(last) });
  return parts;
}
