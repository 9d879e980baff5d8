import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Reading the PDFs tests receive (invoices, credit notes) back to text with pdfjs's Node build. */

const fonts = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Every page's text, runs joined by single spaces. */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl: fonts, verbosity: 0 }).promise;
  const out: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    out.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return out.join('\n').replace(/\s+/g, ' ');
}

/**
 * The ActualText of every tagged element: how the PDF says a line reads where its glyphs are drawn
 * in another order (Devanagari vowel signs and reph), the text copying and screen readers use.
 */
export async function pdfActualTexts(data: Buffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl: fonts, verbosity: 0 }).promise;
  const out: string[] = [];
  type Node = { alt?: string; children?: Node[] };
  const walk = (n: Node) => {
    if (n.alt) out.push(n.alt);
    n.children?.forEach(walk);
  };
  for (let i = 1; i <= pdf.numPages; i++) walk((await (await pdf.getPage(i)).getStructTree()) as Node);
  await pdf.destroy();
  return out;
}
