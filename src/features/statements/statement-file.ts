import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { downloadText } from '../../lib/download';
import { monthIndex, type MonthBounds } from '../../lib/month-bounds';
import { loadStatement, type StatementData, type StatementScope } from './statement-data';
import { statementText } from './statement-text';

/** `statement-2026-11.pdf`, `statement-2026-11-card-4242.pdf`: the month as the person counts it. */
export function statementFileName(data: StatementData, month: MonthBounds, timeZone: string) {
  const index = monthIndex(month.start, timeZone);
  const yearMonth = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  return `statement-${yearMonth}${data.card ? `-card-${data.card.last4}` : ''}.pdf`;
}

/** DejaVu Sans, fetched only for a statement in a language the standard fonts cannot write (pdf-font.ts) (decision 045). */
async function unicodeFont(i18n: I18n): Promise<ArrayBuffer> {
  const { default: url } = await import('./fonts/DejaVuSans.ttf?url');
  const answer = await fetch(url);
  const status = answer.status;
  if (!answer.ok) throw new Error(i18n._(msg`The statement's font did not load (${status}).`));
  return answer.arrayBuffer();
}

/**
 * Reads the month's data, writes the statement in `i18n`'s language and saves it as a PDF. jsPDF
 * (with the layout) is imported here, on the person's click (decision 045).
 */
export async function downloadStatement(
  i18n: I18n,
  scope: StatementScope,
  month: MonthBounds,
  now: number,
  timeZone: string,
): Promise<string> {
  const [data, pdf] = await Promise.all([
    loadStatement(scope, month, now),
    import('./statement-pdf'),
  ]);
  const document = statementText(i18n, data, timeZone, now);
  const font = pdf.needsUnicodeFont(document) ? await unicodeFont(i18n) : null;
  const name = statementFileName(data, month, timeZone);
  downloadText(pdf.statementPdf(document, font), name, 'application/pdf');
  return name;
}
