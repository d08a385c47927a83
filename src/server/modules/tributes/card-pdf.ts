import { msg } from '@lingui/core/macro';
import PDFDocument from 'pdfkit';
import { brand, brandColours as colour } from '#shared/brand.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { INTL_LOCALES, type Locale } from '#shared/i18n/locale.ts';
import type { CardMotif, PostalAddress, TributeKind } from '#shared/schemas/tributes.ts';
import { pdfBuffer } from '../../lib/pdf-buffer.ts';

/** What one card says, in its own language. */
export interface CardContent {
  kind: TributeKind;
  personName: string;
  greeting: string;
  signedBy: string;
  /** The amount as the card shows it ("250 kr"), or undefined when the giver chose not to. */
  amount: string | undefined;
  motif: CardMotif;
  locale: Locale;
}

/** A card to post, with the address its envelope needs. */
export interface CardToPrint extends CardContent {
  reference: number;
  recipientName: string;
  address: PostalAddress;
}

type Doc = PDFKit.PDFDocument;

/** A5 landscape: a picture on the left half, the text on the right, as a folded card opened. */
const PAGE = { width: 595.28, height: 419.53 };
const TEXT_X = 320;
const TEXT_WIDTH = PAGE.width - TEXT_X - 36;

/** The card's headline in its language. */
export function cardHeadline(kind: TributeKind, personName: string, locale: Locale): string {
  const i18n = i18nFor(locale);
  return kind === 'memory'
    ? i18n._(msg`In memory of ${personName}`)
    : i18n._(msg`In honour of ${personName}`);
}

function drawDove(doc: Doc, cx: number, cy: number) {
  doc.save().fillColor('#ffffff');
  // The body and the raised wing, then the tail and the olive twig in the beak.
  doc
    .moveTo(cx - 70, cy + 10)
    .bezierCurveTo(cx - 30, cy - 5, cx + 20, cy - 10, cx + 55, cy - 25)
    .bezierCurveTo(cx + 70, cy - 30, cx + 80, cy - 20, cx + 70, cy - 10)
    .bezierCurveTo(cx + 40, cy + 20, cx - 10, cy + 35, cx - 70, cy + 10)
    .fill();
  doc
    .moveTo(cx - 20, cy)
    .bezierCurveTo(cx - 40, cy - 60, cx - 10, cy - 90, cx + 30, cy - 95)
    .bezierCurveTo(cx + 10, cy - 60, cx + 15, cy - 30, cx + 10, cy - 8)
    .fill();
  doc
    .moveTo(cx - 70, cy + 10)
    .lineTo(cx - 105, cy - 5)
    .lineTo(cx - 95, cy + 25)
    .fill();
  doc.restore();
  doc.save().strokeColor(colour.accent).lineWidth(2.5);
  doc
    .moveTo(cx + 72, cy - 18)
    .lineTo(cx + 100, cy - 5)
    .stroke();
  doc
    .fillColor(colour.accent)
    .ellipse(cx + 92, cy - 14, 6, 3)
    .fill();
  doc.ellipse(cx + 98, cy - 2, 6, 3).fill();
  doc.restore();
}

function drawLily(doc: Doc, cx: number, cy: number) {
  doc.save().strokeColor('#9fd3c7').lineWidth(4);
  doc
    .moveTo(cx, cy + 110)
    .bezierCurveTo(cx - 5, cy + 60, cx + 5, cy + 30, cx, cy + 5)
    .stroke();
  doc.fillColor('#9fd3c7');
  doc
    .moveTo(cx, cy + 80)
    .bezierCurveTo(cx - 40, cy + 60, cx - 55, cy + 85, cx - 60, cy + 95)
    .bezierCurveTo(cx - 30, cy + 95, cx - 10, cy + 90, cx, cy + 80)
    .fill();
  doc.restore();
  doc.save().fillColor('#ffffff');
  for (const angle of [-50, 0, 50]) {
    doc
      .save()
      .rotate(angle, { origin: [cx, cy] })
      .moveTo(cx, cy)
      .bezierCurveTo(cx - 25, cy - 30, cx - 15, cy - 70, cx, cy - 85)
      .bezierCurveTo(cx + 15, cy - 70, cx + 25, cy - 30, cx, cy)
      .fill()
      .restore();
  }
  doc
    .fillColor(colour.accent)
    .circle(cx, cy - 10, 6)
    .fill();
  doc.restore();
}

function drawSunrise(doc: Doc, cx: number, cy: number) {
  doc.save();
  doc
    .fillColor(colour.accent)
    .circle(cx, cy + 10, 45)
    .fill();
  doc.strokeColor(colour.accent).lineWidth(3);
  for (let ray = 0; ray < 9; ray++) {
    const angle = Math.PI + (ray * Math.PI) / 8;
    doc
      .moveTo(cx + Math.cos(angle) * 58, cy + 10 + Math.sin(angle) * 58)
      .lineTo(cx + Math.cos(angle) * 78, cy + 10 + Math.sin(angle) * 78)
      .stroke();
  }
  // The water the sun rises over, and the bridge of the brand's mark.
  doc
    .fillColor(colour.primaryDark)
    .rect(cx - 130, cy + 20, 260, 120)
    .fill();
  doc.strokeColor('#ffffff').lineWidth(4);
  doc
    .moveTo(cx - 110, cy + 60)
    .bezierCurveTo(cx - 60, cy + 10, cx + 60, cy + 10, cx + 110, cy + 60)
    .stroke();
  doc.strokeColor('#9fd3c7').lineWidth(3);
  for (const y of [cy + 80, cy + 100])
    doc
      .moveTo(cx - 100, y)
      .lineTo(cx + 100, y)
      .stroke();
  doc.restore();
}

const MOTIFS: Record<CardMotif, (doc: Doc, cx: number, cy: number) => void> = {
  dove: drawDove,
  lily: drawLily,
  sunrise: drawSunrise,
};

/** One card: the motif on the brand's colour, the headline, greeting, signature and amount. */
function drawCard(doc: Doc, card: CardContent) {
  const i18n = i18nFor(card.locale);
  doc.rect(0, 0, TEXT_X - 20, PAGE.height).fill(colour.primary);
  doc.rect(TEXT_X - 20, 0, 4, PAGE.height).fill(colour.accent);
  MOTIFS[card.motif](doc, (TEXT_X - 20) / 2, PAGE.height / 2 - 20);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(brand.name, 24, PAGE.height - 40, { width: TEXT_X - 68, align: 'center' });

  doc.fillColor(colour.primaryDark).font('Helvetica-Bold').fontSize(18);
  doc.text(cardHeadline(card.kind, card.personName, card.locale), TEXT_X, 48, {
    width: TEXT_WIDTH,
  });
  doc.moveDown(0.8).fillColor(colour.text).font('Helvetica').fontSize(10.5);
  const { name } = brand;
  doc.text(
    card.kind === 'memory'
      ? i18n._(msg`A gift has been given to ${name} in memory of this person.`)
      : i18n._(msg`A gift has been given to ${name} in honour of this person.`),
    { width: TEXT_WIDTH },
  );
  if (card.amount) {
    const { amount } = card;
    doc.moveDown(0.4).text(i18n._(msg`The gift: ${amount}`), { width: TEXT_WIDTH });
  }
  if (card.greeting) {
    doc.moveDown(0.8).font('Helvetica-Oblique').fontSize(11.5);
    doc.text(card.greeting, { width: TEXT_WIDTH, height: 190, ellipsis: true });
  }
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor(colour.primaryDark);
  doc.text(card.signedBy, { width: TEXT_WIDTH });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(colour.textMuted)
    .text(`${brand.name} · ${brand.email}`, TEXT_X, PAGE.height - 36, { width: TEXT_WIDTH });
}

function newDocument(title: string, locale: Locale): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Author: brand.name },
    lang: INTL_LOCALES[locale],
  });
  const done = pdfBuffer(doc);
  return { doc, done };
}

/**
 * A card as an A5 PDF in the charity's look, in the gift's language. pdfkit's built-in
 * Helvetica covers the Swedish letters (as the yearly statement's does).
 */
export function renderCardPdf(card: CardContent): Promise<Buffer> {
  const { doc, done } = newDocument(
    cardHeadline(card.kind, card.personName, card.locale),
    card.locale,
  );
  doc.addPage();
  drawCard(doc, card);
  doc.end();
  return done;
}

/**
 * Every card waiting to be posted, in one PDF to print: each card on its own page, each in its
 * own language, then the envelopes' addresses, numbered as the cards' list in /admin.
 */
export function renderCardsToPostPdf(cards: CardToPrint[]): Promise<Buffer> {
  const { doc, done } = newDocument(`${brand.name}: cards to post`, 'en');
  for (const card of cards) {
    doc.addPage();
    drawCard(doc, card);
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(colour.textMuted)
      .text(`#${card.reference}`, PAGE.width - 60, 12, { width: 48, align: 'right' });
  }
  if (cards.length === 0) {
    doc.addPage().font('Helvetica').fontSize(12).text('No cards are waiting to be posted.', 36, 36);
  } else {
    addressPages(doc, cards);
  }
  doc.end();
  return done;
}

/** The envelopes: one block per card, two columns to a page. */
function addressPages(doc: Doc, cards: CardToPrint[]) {
  const perPage = 8;
  cards.forEach((card, index) => {
    if (index % perPage === 0) {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(12).fillColor(colour.primaryDark);
      doc.text('Addresses', 36, 24);
    }
    const slot = index % perPage;
    const x = 36 + (slot % 2) * 270;
    const y = 56 + Math.floor(slot / 2) * 88;
    const { street, postalCode, city, country } = card.address;
    const lines = [card.recipientName, street, `${postalCode} ${city}`, country].filter(Boolean);
    doc.font('Helvetica').fontSize(7).fillColor(colour.textMuted).text(`#${card.reference}`, x, y);
    doc.font('Helvetica').fontSize(10.5).fillColor(colour.text);
    doc.text(lines.join('\n'), x, y + 10, { width: 250 });
  });
}
