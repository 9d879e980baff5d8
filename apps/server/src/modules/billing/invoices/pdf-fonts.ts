import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font } from 'fontkit';

/**
 * The fonts tax documents embed (issue 30 §6): Noto Sans Devanagari, which also carries Noto Sans's
 * Latin letters, the rupee sign and Indian digits, so a name like "राहुल शर्मा" prints as written.
 * pdfkit embeds only the glyphs a document uses (a few kB).
 *
 * Parsed once per process, on the first document, and handed to every document as fontkit fonts
 * (pdfkit takes one in place of a file): a font parsed per document spent ~5x the whole render on
 * re-reading its shaping tables. Both stay loaded, with pdfkit itself, once a document was asked for
 * (decision 0051 loads them late).
 */
const dir = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
const FILES = {
  regular: path.join(dir, '400Regular', 'NotoSansDevanagari_400Regular.ttf'),
  bold: path.join(dir, '700Bold', 'NotoSansDevanagari_700Bold.ttf'),
};

export type PdfFonts = Record<keyof typeof FILES, Font>;
let loaded: Promise<PdfFonts> | undefined;

async function parse(): Promise<PdfFonts> {
  const fontkit = await import('fontkit');
  const [regular, bold] = await Promise.all([readFile(FILES.regular), readFile(FILES.bold)]);
  return { regular: fontkit.create(regular) as Font, bold: fontkit.create(bold) as Font };
}

export function pdfFonts(): Promise<PdfFonts> {
  loaded ??= parse().catch((err: unknown) => {
    loaded = undefined; // a failed read is tried again on the next document
    throw err;
  });
  return loaded;
}

/**
 * pdfkit (since 0.17, PDFFontFactory.open) embeds a fontkit font given in place of a file;
 * @types/pdfkit only lists files and buffers, hence the one widening here.
 */
export const asFontSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;
