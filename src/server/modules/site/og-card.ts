// Draws a page's own link preview (1200x630 PNG): its illustration, with the title and a label
// on a dark band, so a story or event shared in a chat app shows what it is about.
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;
const TITLE_SIZE = 60;
/** About how many characters of the title fit on one line at TITLE_SIZE. */
const LINE_CHARS = 30;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export interface OgCard {
  title: string;
  /** A path of an SVG illustration under the site (`staticDir`). */
  art: string;
  label: string;
}

/** Draws the card as a PNG; the illustration is read from `staticDir`. */
export async function drawOgCard(card: OgCard, brandName: string, staticDir: string) {
  const art = await sharp(path.join(staticDir, path.normalize(`/${card.art}`)))
    .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'centre' })
    .png()
    .toBuffer();
  const lines = wrapWords(card.title, LINE_CHARS).slice(0, 3);
  const bandTop = HEIGHT - 120 - lines.length * (TITLE_SIZE + 8);
  const titleLines = lines
    .map(
      (line, i) =>
        `<text x="60" y="${bandTop + 96 + i * (TITLE_SIZE + 8)}" font-size="${TITLE_SIZE}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="DejaVu Sans, Liberation Sans, sans-serif">
  <rect y="${bandTop}" width="${WIDTH}" height="${HEIGHT - bandTop}" fill="#14384a" opacity=".88"/>
  <text x="60" y="${bandTop + 44}" font-size="28" font-weight="700" fill="#f2b134">${escapeXml(card.label)}</text>
  ${titleLines}
  <text x="60" y="${HEIGHT - 36}" font-size="26" fill="#d5e6ea">${escapeXml(brandName)}</text>
</svg>`;
  return sharp(art)
    .composite([{ input: Buffer.from(overlay) }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}
