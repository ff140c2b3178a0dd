import { constants, type NetworkDocumentId, networkDocuments } from '@portal/contracts';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { type DocumentBlock, networkDocumentTexts } from './network-document-texts.js';

/** A fixed date keeps the bytes identical from one generation (and one instance) to the next. */
const documentDate = new Date('2023-01-01T00:00:00Z');
const pageSize: [number, number] = [612, 792];
const margin = 72;
const bodySize = 11;
const lineHeight = 15;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays text out top to bottom, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.pdf.addPage(pageSize);
    this.y = pageSize[1] - margin;
    return this.page;
  }

  line(text: string, options: { font?: PDFFont; size?: number; x?: number } = {}): void {
    const size = options.size ?? bodySize;
    if (this.y - size < margin) this.newPage();
    this.page.drawText(text, { x: options.x ?? margin, y: this.y - size, size, font: options.font ?? this.fonts.regular, color: rgb(0.1, 0.1, 0.1) });
    this.y -= Math.max(lineHeight, size + 6);
  }

  gap(points: number): void {
    this.y -= points;
  }

  block(block: DocumentBlock): void {
    const width = pageSize[0] - 2 * margin;
    if (block.kind === 'heading') {
      this.gap(6);
      this.line(block.text, { font: this.fonts.bold, size: 13 });
    } else if (block.kind === 'paragraph') {
      for (const text of wrap(block.text, this.fonts.regular, bodySize, width)) this.line(text);
      this.gap(6);
    } else {
      const [first, second] = block.columns;
      this.line(`${first}`, { font: this.fonts.bold });
      this.y += lineHeight;
      this.line(second, { font: this.fonts.bold, x: margin + 170 });
      for (const [code, description] of block.rows) {
        this.line(code);
        this.y += lineHeight;
        wrap(description, this.fonts.regular, bodySize, width - 170).forEach((text) => this.line(text, { x: margin + 170 }));
      }
      this.gap(6);
    }
  }
}

export async function renderNetworkDocument(id: NetworkDocumentId): Promise<Uint8Array> {
  const { title } = networkDocuments[id];
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(constants.companyName);
  pdf.setCreator(constants.productName);
  pdf.setProducer(constants.productName);
  pdf.setCreationDate(documentDate);
  pdf.setModificationDate(documentDate);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const writer = new Writer(pdf, fonts);
  writer.line(constants.companyName, { font: fonts.regular, size: 10 });
  writer.line(title, { font: fonts.bold, size: 18 });
  writer.gap(8);
  for (const block of networkDocumentTexts[id]) writer.block(block);
  return pdf.save();
}

const idByFileName = new Map(
  (Object.keys(networkDocuments) as NetworkDocumentId[]).map((id) => [networkDocuments[id].fileName as string, id]),
);

/** Generated once per process: the documents are public, deterministic and small. */
const cache = new Map<NetworkDocumentId, Promise<Uint8Array>>();

export function getNetworkDocument(fileName: string): Promise<Uint8Array> | undefined {
  const id = idByFileName.get(fileName);
  if (!id) return undefined;
  let bytes = cache.get(id);
  if (!bytes) {
    bytes = renderNetworkDocument(id);
    cache.set(id, bytes);
  }
  return bytes;
}
