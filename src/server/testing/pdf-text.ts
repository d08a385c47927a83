import { inflateSync } from 'node:zlib';

/** The text drawn in a PDF made by pdfkit: its content streams, inflated, hex strings decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9a-f]+)>/gi)) {
      texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return texts.join('');
}
