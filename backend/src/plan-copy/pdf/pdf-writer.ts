import PDFDocument from 'pdfkit';
import { fontFiles } from './fonts.js';
import { COLOURS, SIZES } from './pdf-style.js';

type Struct = PDFKit.PDFStructureElement;
/** A table cell; `scope` says which cells a header cell heads (pdfkit reads it, its types lack it). */
type Cell = PDFKit.Mixins.CellOptions & { scope?: 'Row' | 'Column' };

export interface DocumentInfo {
  title: string;
  subject: string;
  author: string;
  createdAt: Date;
}

/** A row of a two-column list of facts: what it is, then its value. */
export type Fact = [label: string, value: string];

const PAGE_MARGIN = 50;
// Room kept under the text for the footer, which is drawn once the page count is known.
const FOOTER_ROOM = 30;

/**
 * A tagged A4 document written top to bottom: every piece of text sits in a structure element
 * (headings, paragraphs, lists, tables) in reading order, so a screen reader and a copy-paste read
 * it as a page of words; rules and boxes are marked as artifacts, which readers skip.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly root: Struct;

  constructor(info: DocumentInfo) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN, bottom: PAGE_MARGIN + FOOTER_ROOM },
      bufferPages: true,
      tagged: true,
      lang: 'en-GB',
      pdfVersion: '1.7',
      displayTitle: true,
      info: { Title: info.title, Subject: info.subject, Author: info.author, Creator: info.author, CreationDate: info.createdAt },
    });
    const fonts = fontFiles();
    this.doc.registerFont('regular', fonts.regular);
    this.doc.registerFont('bold', fonts.bold);
    this.doc.font('regular').fontSize(SIZES.body).fillColor(COLOURS.text);
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
  }

  /** Usable width between the margins. */
  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** A part of the document under its own heading; what is written into it is read under that heading. */
  section(title: string, level: 'H1' | 'H2' | 'H3' = 'H2', parent: Struct = this.root): Struct {
    const section = this.doc.struct('Sect');
    parent.add(section);
    this.keepRoom(level === 'H3' ? 60 : 90);
    const size = level === 'H1' ? SIZES.title : level === 'H2' ? SIZES.heading : SIZES.subheading;
    if (level !== 'H1') this.doc.moveDown(level === 'H2' ? 0.8 : 0.4);
    this.add(section, level, () => {
      this.doc.font('bold').fontSize(size).fillColor(level === 'H1' ? COLOURS.brand : COLOURS.heading).text(title);
    });
    if (level === 'H2') this.rule();
    this.doc.moveDown(0.3);
    return section;
  }

  /** One paragraph; `muted` for a note that supports the text around it. */
  paragraph(parent: Struct, text: string, style: { bold?: boolean; muted?: boolean; size?: number } = {}): void {
    this.add(parent, 'P', () => {
      this.doc
        .font(style.bold ? 'bold' : 'regular')
        .fontSize(style.size ?? SIZES.body)
        .fillColor(style.muted ? COLOURS.muted : COLOURS.text)
        .text(text, { lineGap: 2 });
    });
    this.doc.moveDown(0.35);
  }

  /** A bulleted list, tagged as a list so a reader announces it and its length. */
  list(parent: Struct, items: string[]): void {
    if (items.length === 0) return;
    const list = this.doc.struct('L');
    parent.add(list);
    const indent = 12;
    for (const item of items) {
      const entry = this.doc.struct('LI');
      list.add(entry);
      this.keepRoom(16);
      const x = this.doc.page.margins.left;
      const y = this.doc.y;
      this.add(entry, 'Lbl', () => {
        this.doc.font('regular').fontSize(SIZES.body).fillColor(COLOURS.brand).text('•', x, y, { width: indent, lineBreak: false });
      });
      this.add(entry, 'LBody', () => {
        this.doc.fillColor(COLOURS.text).text(item, x + indent, y, { width: this.width - indent, lineGap: 2 });
      });
      this.doc.x = x;
      this.doc.moveDown(0.2);
    }
    list.end();
    this.doc.moveDown(0.3);
  }

  /** Label and value pairs, as a two-column table a reader can walk row by row. */
  facts(parent: Struct, facts: Fact[]): void {
    this.table(parent, null, facts, [0.4, 0.6]);
  }

  /**
   * A table with an optional header row; `widths` are the columns' shares of the page width. Rows
   * that do not fit start a new page.
   */
  table(parent: Struct, header: string[] | null, rows: string[][], widths: number[]): void {
    const doc = this.doc;
    const headerRow: Cell[] = (header ?? []).map((text) => ({ text, type: 'TH', scope: 'Column', font: { src: 'bold' }, backgroundColor: COLOURS.tableHead }));
    const bodyRows = rows.map((row, index) =>
      row.map((text, column): Cell => {
        // Without a header row the first column names each row, so it is that row's header.
        const namesRow = !header && column === 0;
        return { text, type: namesRow ? 'TH' : 'TD', scope: namesRow ? 'Row' : undefined, font: namesRow ? { src: 'bold' } : undefined, backgroundColor: index % 2 ? COLOURS.stripe : undefined };
      }),
    );
    const options: PDFKit.Mixins.TableOptionsWithData & { structParent: Struct } = {
      structParent: parent,
      columnStyles: widths.map((share) => share * this.width),
      defaultStyle: { padding: [5, 6], border: { bottom: 0.5 }, borderColor: COLOURS.rule, textColor: COLOURS.text },
      data: [...(header ? [headerRow] : []), ...bodyRows],
    };
    this.keepRoom(50);
    doc.font('regular').fontSize(SIZES.table).fillColor(COLOURS.text);
    doc.table(options);
    doc.x = doc.page.margins.left;
    doc.moveDown(0.6);
  }

  /** Figures in boxes, three to a row, each tagged as one paragraph: its label, then its value. */
  tiles(parent: Struct, tiles: Array<{ label: string; value: string }>): void {
    const doc = this.doc;
    const gap = 10;
    const perRow = 3;
    const width = (this.width - gap * (perRow - 1)) / perRow;
    const height = 58;
    for (let start = 0; start < tiles.length; start += perRow) {
      this.keepRoom(height + gap);
      const top = doc.y;
      tiles.slice(start, start + perRow).forEach((tile, index) => {
        const left = doc.page.margins.left + index * (width + gap);
        this.artifact(() => doc.roundedRect(left, top, width, height, 6).fill(COLOURS.tile));
        this.add(parent, 'P', () => {
          doc.font('regular').fontSize(SIZES.small).fillColor(COLOURS.muted).text(tile.label, left + 10, top + 9, { width: width - 20 });
          doc.font('bold').fontSize(SIZES.figure).fillColor(COLOURS.brand).text(tile.value, left + 10, top + 25, { width: width - 20, lineBreak: false, ellipsis: true });
        });
      });
      doc.x = doc.page.margins.left;
      doc.y = top + height + gap;
    }
    doc.moveDown(0.3);
  }

  /** Starts a new page unless `height` points are left on this one, so a heading is not left alone at its foot. */
  keepRoom(height: number): void {
    if (this.doc.y + height > this.doc.page.maxY()) this.doc.addPage();
  }

  /** The document as PDF bytes, with `footer` and the page number at the foot of every page. */
  async finish(footer: string): Promise<Buffer> {
    const doc = this.doc;
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    this.root.end();
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      doc.switchToPage(index);
      this.footer(`${footer}  ·  Page ${index + 1} of ${count}`);
    }
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  }

  private footer(text: string): void {
    const doc = this.doc;
    const { margins } = doc.page;
    const bottom = margins.bottom;
    // The footer sits in the bottom margin: without this the text would spill onto a new page.
    margins.bottom = 0;
    const y = doc.page.height - PAGE_MARGIN - 4;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.moveTo(margins.left, y - 8).lineTo(doc.page.width - margins.right, y - 8).lineWidth(0.5).stroke(COLOURS.rule);
    doc.font('regular').fontSize(SIZES.small).fillColor(COLOURS.muted).text(text, margins.left, y, { width: this.width, align: 'center', lineBreak: false });
    doc.endMarkedContent();
    margins.bottom = bottom;
  }

  private rule(): void {
    const doc = this.doc;
    const y = doc.y + 2;
    this.artifact(() => doc.moveTo(doc.page.margins.left, y).lineTo(doc.page.width - doc.page.margins.right, y).lineWidth(1).stroke(COLOURS.brand));
    doc.y = y + 4;
  }

  private artifact(draw: () => void): void {
    this.doc.markContent('Artifact', { type: 'Layout' });
    this.doc.save();
    draw();
    this.doc.restore();
    this.doc.endMarkedContent();
  }

  private add(parent: Struct, type: string, draw: () => void): void {
    parent.add(this.doc.struct(type, {}, draw));
  }
}
