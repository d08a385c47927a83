import { msg } from '@lingui/core/macro';
import PDFDocument from 'pdfkit';
import { brand } from '#shared/brand.ts';
import { formatSek } from '#shared/donations.ts';
import { giftKindLabel, methodLabel } from '#shared/gift-labels.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { INTL_LOCALES, type Locale } from '#shared/i18n/locale.ts';
import type { Statement } from '#shared/schemas/my-gifts.ts';
import { formatStockholmDate } from '#shared/stockholm.ts';
import { pdfBuffer } from '../../lib/pdf-buffer.ts';

const COLUMNS = [50, 170, 330, 430] as const;
const RIGHT_EDGE = 545;

/**
 * The yearly statement as an A4 PDF, in `locale`. pdfkit's built-in Helvetica covers the
 * Swedish letters (å, ä, ö) without embedding a font, which keeps the file small.
 */
export function renderStatementPdf(
  statement: Statement,
  locale: Locale,
  issuedAt: Date,
): Promise<Buffer> {
  const i18n = i18nFor(locale);
  const { year, organisation } = statement;
  const title = i18n._(msg`Statement of gifts ${year}`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title, Author: organisation.name },
    lang: INTL_LOCALES[locale],
  });
  const done = pdfBuffer(doc);

  const { street, postalCode, city } = brand.address;
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(organisation.name);
  if (organisation.number) {
    const number = organisation.number;
    doc.text(i18n._(msg`Organisation number: ${number}`));
  }
  doc.text(`${street}, ${postalCode} ${city}`);
  doc.text(brand.email);
  doc.moveDown();
  const donor = statement.donorName
    ? `${statement.donorName} <${statement.email}>`
    : statement.email;
  doc.text(i18n._(msg`Donor: ${donor}`));
  const issued = formatStockholmDate(issuedAt, locale);
  doc.text(i18n._(msg`Issued: ${issued}`));
  doc.moveDown();

  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, index) => {
      const x = COLUMNS[index] ?? 0;
      const last = index === cells.length - 1;
      doc.text(cell, x, y, last ? { width: RIGHT_EDGE - x, align: 'right' } : { width: 150 });
    });
    doc.x = COLUMNS[0];
    doc.moveDown(0.3);
  };
  row([i18n._(msg`Date`), i18n._(msg`Gift`), i18n._(msg`Paid with`), i18n._(msg`Amount`)], true);
  for (const gift of statement.gifts) {
    const refunded = formatSek(gift.refundedOre);
    row([
      formatStockholmDate(gift.date, locale),
      giftKindLabel(i18n, gift.kind),
      methodLabel(i18n, gift.method),
      gift.refundedOre > 0
        ? `${formatSek(gift.amountOre)} ${i18n._(msg`(after a refund of ${refunded})`)}`
        : formatSek(gift.amountOre),
    ]);
  }
  if (statement.gifts.length === 0) doc.text(i18n._(msg`No gifts were paid this year.`));
  doc.moveDown(0.5);
  row(['', '', i18n._(msg`Total`), formatSek(statement.totalOre)], true);
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      i18n._(
        msg`Gifts that were refunded in full are left out; a partly refunded gift counts what was kept.`,
      ),
      COLUMNS[0],
    );
  doc.end();
  return done;
}
