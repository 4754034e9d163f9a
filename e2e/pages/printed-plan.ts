import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** One run of text on a printed page, in PDF points from the page's bottom left. */
interface PrintedText {
  page: number;
  text: string;
  left: number;
  bottom: number;
  right: number;
  top: number;
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

interface PdfReader {
  getDocumentProxy(data: Uint8Array): Promise<{
    numPages: number;
    getPage(number: number): Promise<{ getTextContent(): Promise<{ items: Array<TextItem | object> }> }>;
  }>;
}

// The backend's PDF reader (its tests read the plan's PDF with it), found from the backend's
// package so this suite does not depend on it by name.
const PDF_READER = createRequire(new URL('../../backend/package.json', import.meta.url)).resolve('unpdf');

/** What the browser prints of the page on A4, as runs of text with where each one sits. */
export async function printPage(page: Page): Promise<PrintedText[]> {
  const pdf = await page.pdf({ format: 'A4', margin: { top: '15mm', bottom: '15mm', left: '12mm', right: '12mm' } });
  const reader = (await import(PDF_READER)) as PdfReader;
  const document = await reader.getDocumentProxy(new Uint8Array(pdf));
  const runs: PrintedText[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { items } = await (await document.getPage(number)).getTextContent();
    for (const item of items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , fontSize = item.height, left = 0, bottom = 0] = item.transform;
      runs.push({ page: number, text: item.str, left, bottom, right: left + item.width, top: bottom + Math.abs(fontSize) * 0.8 });
    }
  }
  return runs;
}

/**
 * Pairs of runs of text printed over each other: what a reader sees as one line struck through
 * another. Runs that merely touch (a word and the next on its line) do not count.
 */
export function overprinted(runs: readonly PrintedText[]): string[] {
  const TOUCH = 1;
  const found: string[] = [];
  runs.forEach((one, index) => {
    for (const other of runs.slice(index + 1)) {
      if (other.page !== one.page) continue;
      const across = Math.min(one.right, other.right) - Math.max(one.left, other.left);
      const down = Math.min(one.top, other.top) - Math.max(one.bottom, other.bottom);
      if (across > TOUCH && down > TOUCH) found.push(`page ${one.page}: "${one.text}" over "${other.text}"`);
    }
  });
  return found;
}

/**
 * The printed text in reading order, pages joined: page by page, line by line down the page, left to
 * right along a line. Not the PDF's own order, which is the order things were painted: a card (laid
 * out with a position of its own) is painted after the plain footnote that follows it on the same page.
 */
export const printedText = (runs: readonly PrintedText[]): string =>
  runs
    .toSorted((one, other) => one.page - other.page || Math.round(other.bottom) - Math.round(one.bottom) || one.left - other.left)
    .map((run) => run.text)
    .join(' ');
