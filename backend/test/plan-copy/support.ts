import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TestApp } from '../support/test-app.js';

/** Reads a binary answer whole, whatever its type (supertest parses only text and JSON by default). */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** GET a PDF path, with a cookie when given, its body as bytes. */
export function getPdf(app: TestApp, path: string, cookie?: string) {
  const req = request(app.server).get(path).buffer(true).parse(binary);
  return cookie ? req.set('Cookie', cookie) : req;
}

/** A PDF opened by PDF.js: its text with every page joined, whether it is tagged, and its title. */
export async function readPdf(pdf: Buffer): Promise<{ text: string; marked: boolean; structureRoles: string[]; title: unknown; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  const markInfo = await document.getMarkInfo();
  const tree = (await (await document.getPage(1)).getStructTree()) as StructNode | null;
  const { info } = await document.getMetadata();
  return { text: text.replace(/\s+/g, ' '), marked: markInfo?.Marked === true, structureRoles: rolesIn(tree), title: (info as { Title?: unknown }).Title, pages: document.numPages };
}

interface StructNode {
  role?: string;
  children?: StructNode[];
}

/** Every role in a page's structure tree, depth first. */
function rolesIn(node: StructNode | null): string[] {
  if (!node) return [];
  return [...(node.role ? [node.role] : []), ...(node.children ?? []).flatMap(rolesIn)];
}

/** '£1,234', as the copy prints a whole-pound figure. */
export const pounds = (value: number) => `£${Math.max(0, Math.round(value)).toLocaleString('en-GB')}`;
