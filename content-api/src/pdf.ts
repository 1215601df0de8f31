/**
 * A tiny PDF writer for the files API: A4 pages with a bold title and wrapped Helvetica text, no
 * dependency. Text is encoded in WinAnsi (the standard fonts' encoding); characters WinAnsi lacks
 * become "?". Everything is written as ASCII (octal escapes above 127), so byte offsets are string
 * offsets.
 */

/** A block of the document: a paragraph (wrapped), a small heading, or an empty line. */
export type PdfBlock = { text: string; style?: 'body' | 'heading' | 'small' } | { gap: true };

export type PdfDocument = { title: string; blocks: PdfBlock[]; author?: string };

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const TITLE_SIZE = 15;
const STYLE = {
  body: { font: 'F1', size: 9, leading: 11.5 },
  heading: { font: 'F2', size: 10.5, leading: 15 },
  small: { font: 'F1', size: 8, leading: 10 },
} as const;

/** Helvetica and Helvetica-Bold advance widths (1/1000 em) of ASCII 32–126, from the AFM files. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
  333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
  611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Unicode → WinAnsi for the code points 128–159 of cp1252 (Latin-1 above 159 maps to itself). */
const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Spaces Intl puts into numbers (narrow no-break, thin) read as a no-break space. */
const SPACES = /[\u2009\u202f\u2007]/g;

/** WinAnsi byte of each character of a text; unknown characters become "?". */
export function winAnsiBytes(text: string): number[] {
  return [...text.normalize('NFC').replace(SPACES, '\u00a0')].map((ch) => {
    const code = ch.codePointAt(0)!;
    if (code === 9) return 32;
    if ((code >= 32 && code <= 126) || (code >= 160 && code <= 255)) return code;
    return CP1252[ch] ?? 63;
  });
}

/** A PDF literal string of WinAnsi bytes: parentheses and backslashes escaped, non-ASCII as octal. */
export function pdfString(text: string): string {
  const body = winAnsiBytes(text)
    .map((b) => {
      if (b === 0x28 || b === 0x29 || b === 0x5c) return `\\${String.fromCharCode(b)}`;
      if (b < 32 || b > 126) return `\\${b.toString(8).padStart(3, '0')}`;
      return String.fromCharCode(b);
    })
    .join('');
  return `(${body})`;
}

/** Width of a WinAnsi byte; accented letters count as their base letter. */
function byteWidth(byte: number, widths: number[]): number {
  if (byte >= 32 && byte <= 126) return widths[byte - 32]!;
  if (byte === 0xa0) return widths[0]!;
  const base = String.fromCharCode(byte).normalize('NFD').charCodeAt(0);
  return base >= 32 && base <= 126 ? widths[base - 32]! : 556;
}

function textWidth(text: string, font: 'F1' | 'F2', size: number): number {
  const widths = font === 'F2' ? HELVETICA_BOLD : HELVETICA;
  return (winAnsiBytes(text).reduce((sum, b) => sum + byteWidth(b, widths), 0) * size) / 1000;
}

/** Greedy word wrap to a width; a word longer than a line is cut. */
export function wrap(text: string, font: 'F1' | 'F2', size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, font, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (textWidth(rest, font, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), font, size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

type Line = { text: string; font: 'F1' | 'F2'; size: number; leading: number };

/** The laid-out lines of a document, split into pages. */
function layout(doc: PdfDocument): Line[][] {
  const width = PAGE.width - 2 * PAGE.margin;
  const lines: Line[] = wrap(doc.title, 'F2', TITLE_SIZE, width).map((text) => ({
    text,
    font: 'F2',
    size: TITLE_SIZE,
    leading: 22,
  }));
  lines.push({ text: '', font: 'F1', size: 10, leading: 10 });
  for (const block of doc.blocks) {
    if ('gap' in block) {
      lines.push({ text: '', font: 'F1', size: 10, leading: 8 });
      continue;
    }
    const style = STYLE[block.style ?? 'body'];
    for (const text of wrap(block.text, style.font, style.size, width)) lines.push({ text, ...style });
  }
  const pages: Line[][] = [[]];
  let used = 0;
  const available = PAGE.height - 2 * PAGE.margin;
  for (const line of lines) {
    if (used + line.leading > available && pages[pages.length - 1]!.length > 0) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1]!.push(line);
    used += line.leading;
  }
  return pages;
}

function contentStream(lines: Line[]): string {
  const ops: string[] = ['BT'];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    y -= line.leading;
    if (!line.text) continue;
    ops.push(`/${line.font} ${line.size} Tf`, `1 0 0 1 ${PAGE.margin} ${y.toFixed(2)} Tm`, `${pdfString(line.text)} Tj`);
  }
  ops.push('ET');
  return ops.join('\n');
}

/** The document as PDF 1.4 bytes. */
export function renderPdf(doc: PdfDocument): Uint8Array<ArrayBuffer> {
  const pages = layout(doc);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const pageIds = pages.map((_, i) => 6 + i * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const author = doc.author ? ` /Author ${pdfString(doc.author)}` : '';
  add(`<< /Title ${pdfString(doc.title)}${author} /Producer (Mobile & Fibre content API) >>`);
  for (const [i, lines] of pages.entries()) {
    const stream = contentStream(lines);
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }

  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
