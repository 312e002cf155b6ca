/* eslint-disable lingui/no-unlocalized-strings -- font and file names for jsPDF, not words */
import { jsPDF } from 'jspdf';
import { fitsStandardFont, toLatin1 } from './pdf-font';
import type { StatementDocument } from './statement-text';

/**
 * Lays a statement out on A4 pages with jsPDF (decision 045). This module, and jsPDF with it, is
 * imported on the click that asks for a statement: never in a page's first load.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const RIGHT = PAGE.width - PAGE.margin;
const LINE = 15;
const FONT_FILE = 'DejaVuSans.ttf';

/** Every text of the document, to choose its font. */
export const documentTexts = (d: StatementDocument): string[] => [
  d.title,
  ...d.subtitle,
  d.summaryTitle,
  ...d.summary.flat(),
  d.categoriesTitle,
  ...d.categories.flat(),
  d.movementsTitle,
  ...d.columns,
  ...d.rows.flat(),
  d.empty,
  ...d.notes,
];

const base64 = (bytes: ArrayBuffer) => {
  let text = '';
  const view = new Uint8Array(bytes);
  for (let i = 0; i < view.length; i += 0x8000)
    text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(text);
};

/**
 * The statement as a PDF file's bytes. `unicodeFont` (a TTF) is embedded when the text needs
 * more than Latin-1; `compress: false` keeps the text readable in the file (the tests read it).
 */
export function statementPdf(
  d: StatementDocument,
  unicodeFont: ArrayBuffer | null,
  options: { compress?: boolean } = {},
): ArrayBuffer {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: options.compress ?? true });
  const standard = unicodeFont === null;
  if (!standard) {
    pdf.addFileToVFS(FONT_FILE, base64(unicodeFont));
    pdf.addFont(FONT_FILE, 'DejaVuSans', 'normal');
  }
  const write = (text: string) => (standard ? toLatin1(text) : text);
  const font = (size: number, bold = false) => {
    pdf.setFont(standard ? 'helvetica' : 'DejaVuSans', standard && bold ? 'bold' : 'normal');
    pdf.setFontSize(size);
  };
  let y = PAGE.margin;
  const room = (needed: number) => {
    if (y + needed <= PAGE.height - PAGE.margin) return;
    pdf.addPage();
    y = PAGE.margin;
  };
  const heading = (text: string) => {
    room(LINE * 3);
    y += LINE / 2;
    font(12, true);
    pdf.text(write(text), PAGE.margin, y);
    y += 4;
    pdf.setDrawColor(180);
    pdf.line(PAGE.margin, y, RIGHT, y);
    y += LINE;
  };
  const pair = ([label, value]: [string, string], bold = false) => {
    room(LINE);
    font(10, bold);
    pdf.text(write(label), PAGE.margin, y);
    pdf.text(write(value), RIGHT, y, { align: 'right' });
    y += LINE;
  };

  font(18, true);
  pdf.text(write(d.title), PAGE.margin, y);
  y += LINE * 1.4;
  font(10);
  for (const line of d.subtitle) {
    pdf.text(write(line), PAGE.margin, y);
    y += LINE;
  }
  heading(d.summaryTitle);
  d.summary.forEach((p, i) => pair(p, i === 0 || i === d.summary.length - 1));
  heading(d.categoriesTitle);
  d.categories.forEach((p, i) => pair(p, i === d.categories.length - 1));
  heading(d.movementsTitle);
  const columns = () => {
    font(9, true);
    pdf.text(write(d.columns[0]), PAGE.margin, y);
    pdf.text(write(d.columns[1]), PAGE.margin + 120, y);
    pdf.text(write(d.columns[2]), RIGHT, y, { align: 'right' });
    y += LINE;
  };
  columns();
  if (d.rows.length === 0) pair([d.empty, '']);
  for (const [date, description, amount] of d.rows) {
    if (y + LINE > PAGE.height - PAGE.margin) {
      room(PAGE.height);
      columns();
    }
    font(9);
    const [first = ''] = pdf.splitTextToSize(write(description), 300) as string[];
    pdf.text(write(date), PAGE.margin, y);
    pdf.text(first, PAGE.margin + 120, y);
    pdf.text(write(amount), RIGHT, y, { align: 'right' });
    y += LINE;
  }
  y += LINE / 2;
  font(8);
  for (const note of d.notes)
    for (const line of pdf.splitTextToSize(write(note), RIGHT - PAGE.margin) as string[]) {
      room(LINE);
      pdf.text(line, PAGE.margin, y);
      y += LINE - 4;
    }
  return pdf.output('arraybuffer');
}

/** Whether the document needs the embedded font (Russian, Vietnamese). */
export const needsUnicodeFont = (d: StatementDocument) => !fitsStandardFont(documentTexts(d));
