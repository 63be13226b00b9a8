import type { jsPDF } from 'jspdf';
import { clustersOf, isRightToLeft, visualOrder } from './bidi';

/** A font face to embed: TrueType bytes, its family and whether it is the bold one. */
export interface PdfFace {
  family: string;
  bold: boolean;
  bytes: Uint8Array;
  /** The stand-ins of its characters past U+FFFF (cmap.ts). */
  proxies?: Map<number, number>;
}

export type Weight = 'normal' | 'bold';

/** A line of a paragraph, in reading order, with the paragraph's direction. */
export interface TextLine {
  text: string;
  rtl: boolean;
}

/** What was drawn: a run of one face, in the order it is seen, where it starts. */
export interface PlacedRun {
  text: string;
  family: string | null;
  x: number;
  y: number;
  width: number;
}

/**
 * A text as the PDF draws it: composed (an e and an accent typed apart are one "é"), a tab as a
 * space, and without what only a shaping engine could use. jsPDF puts down one glyph per
 * character, so an emoji sequence is drawn as its parts: the presentation selectors (U+FE0E,
 * U+FE0F), the joiner of a sequence (U+200D: a family is drawn as its people), the tags of a
 * subdivision flag and a keycap's frame (U+20E3: drawn beside its digit, it would look like an
 * empty box) go, and so does a skin tone after an emoji (the face is in one color). Every part
 * left is a glyph of the faces.
 */
export function forDrawing(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\t/g, ' ')
      // eslint-disable-next-line no-misleading-character-class -- each is taken out alone
      .replace(/[\uFE0E\uFE0F\u200D\u20E3\u{E0020}-\u{E007F}]/gu, '')
      .replace(/(?<=\S)[\u{1F3FB}-\u{1F3FF}]/gu, '')
  );
}

const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

const binary = (bytes: Uint8Array) => {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return text;
};

/**
 * Embeds the faces in the document (jsPDF keeps only the glyphs used: a subset); answers the
 * stand-ins of each family (for the text setter).
 */
export function embedFaces(doc: jsPDF, faces: PdfFace[]) {
  const proxies = new Map<string, Map<number, number>>();
  for (const face of faces) {
    if (face.proxies?.size) proxies.set(face.family, face.proxies);
    const style = face.bold ? 'bold' : 'normal';
    const file = `${face.family}-${style}.ttf`;
    doc.addFileToVFS(file, binary(face.bytes));
    doc.addFont(file, face.family, style, 'Identity-H');
  }
  return proxies;
}

/**
 * Sets text in embedded Unicode faces: each character in the first family that has it (the
 * order given), paragraphs wrapped to a width, right-to-left text drawn in the order it is
 * read, Arabic letters joined. A character no face has would be drawn as an empty box, as
 * browsers do; the contract lets none reach the PDF (printable.ts in the invoice contract).
 */
export class TextSetter {
  size = 10;
  weight: Weight = 'normal';
  /** Every run drawn, for tests. */
  readonly placed: PlacedRun[] = [];
  private readonly glyphOf = new Map<string, (code: number) => number>();

  constructor(
    private readonly doc: jsPDF,
    private readonly families: string[],
    private readonly proxies = new Map<string, Map<number, number>>(),
  ) {
    for (const family of families) {
      doc.setFont(family, 'normal');
      const metadata = doc.getFont().metadata as { characterToGlyph: (code: number) => number };
      const stand = proxies.get(family);
      this.glyphOf.set(family, (code) => {
        const drawn = code > 0xffff ? stand?.get(code) : code;
        return drawn === undefined ? 0 : metadata.characterToGlyph(drawn);
      });
    }
  }

  /** The glyph of each character of a text in a face (0: it has none). */
  glyphs(text: string, family: string): number[] {
    const glyphOf = this.glyphOf.get(family);
    return [...text].map((character) => glyphOf?.(character.codePointAt(0) ?? 0) ?? 0);
  }

  /** A run's text as jsPDF is handed it: characters past U+FFFF as their stand-ins. */
  private encoded(text: string, family: string) {
    const stand = this.proxies.get(family);
    if (!stand) return text;
    return [...text]
      .map((character) => {
        const proxy = stand.get(character.codePointAt(0) ?? 0);
        return proxy === undefined ? character : String.fromCharCode(proxy);
      })
      .join('');
  }

  private face(family: string) {
    const styles = this.doc.getFontList()[family] ?? [];
    this.doc.setFont(family, styles.includes(this.weight) ? this.weight : 'normal');
    this.doc.setFontSize(this.size);
  }

  /** The face that draws every character of a cluster: the current one if it can. */
  private familyOf(cluster: string, current: string | null): string | null {
    const codes = [...cluster].map((character) => character.codePointAt(0) ?? 0);
    const draws = (family: string) =>
      codes.every((code) => (this.glyphOf.get(family)?.(code) ?? 0) > 0);
    // The emoji faces draw only what the text faces lack (their spaces are an emoji wide).
    if (current && !current.startsWith('emoji-') && draws(current)) return current;
    return this.families.find(draws) ?? null;
  }

  /**
   * Consecutive clusters that one face draws. A cluster no one face draws whole (a letter with
   * a mark of another script) is drawn character by character, each from its own face.
   */
  private runs(clusters: string[]) {
    const runs: { text: string; family: string | null }[] = [];
    for (const whole of clusters) {
      const last = runs.at(-1);
      const parts =
        this.familyOf(whole, last?.family ?? null) === null && [...whole].length > 1
          ? [...whole]
          : [whole];
      for (const cluster of parts) {
        const previous = runs.at(-1);
        const family = this.familyOf(cluster, previous?.family ?? null);
        if (previous && previous.family === family && family !== null) previous.text += cluster;
        else runs.push({ text: cluster, family });
      }
    }
    return runs;
  }

  private runWidth(run: { text: string; family: string | null }) {
    if (run.family === null) return clustersOf(run.text).length * this.size * 0.6;
    this.face(run.family);
    return this.doc.getTextWidth(this.encoded(run.text, run.family));
  }

  /** How wide a text is, in points. */
  width(text: string): number {
    return this.runs(clustersOf(text)).reduce((sum, run) => sum + this.runWidth(run), 0);
  }

  /** A line's height, in points. */
  get lineHeight() {
    return this.size * 1.35;
  }

  /**
   * A text's lines at a width: its own line breaks kept, then words wrapped, and a word too long
   * for the width broken where it has to be.
   */
  lines(text: string, width: number): TextLine[] {
    const lines: TextLine[] = [];
    for (const paragraph of forDrawing(text).split(/\r?\n/)) {
      const rtl = isRightToLeft(paragraph);
      // Arabic letters take their joined forms before anything is measured.
      const shaped = this.doc.processArabic(paragraph);
      let line = '';
      let lineWidth = 0;
      const push = () => {
        lines.push({ text: line.trimEnd(), rtl });
        line = '';
        lineWidth = 0;
      };
      for (const token of shaped.split(/(\s+)/).filter(Boolean)) {
        const space = /^\s/.test(token);
        const tokenWidth = this.width(token);
        if (lineWidth + tokenWidth <= width || (space && line)) {
          if (!(space && !line)) {
            line += token;
            lineWidth += tokenWidth;
          }
          continue;
        }
        if (line) push();
        if (space) continue;
        if (tokenWidth <= width) {
          line = token;
          lineWidth = tokenWidth;
          continue;
        }
        for (const cluster of clustersOf(token)) {
          const clusterWidth = this.width(cluster);
          if (line && lineWidth + clusterWidth > width) push();
          line += cluster;
          lineWidth += clusterWidth;
        }
      }
      if (line || lines.length === 0 || paragraph === '') push();
    }
    return lines;
  }

  /**
   * Draws one line at a baseline: `start` is the left edge for left-to-right text and the right
   * edge of the box for right-to-left text; `left` and `right` align to that edge whatever the
   * text's direction (amounts).
   */
  draw(
    line: TextLine,
    x: number,
    y: number,
    { width = 0, align = 'start' }: { width?: number; align?: 'start' | 'left' | 'right' } = {},
  ) {
    const runs = this.runs(visualOrder(line.text, line.rtl).map((cluster) => cluster.text));
    const widths = runs.map((run) => this.runWidth(run));
    const total = widths.reduce((sum, each) => sum + each, 0);
    const toRight = align === 'right' || (align === 'start' && line.rtl);
    let at = toRight ? x + width - total : x;
    runs.forEach((run, index) => {
      this.placed.push({ text: run.text, family: run.family, x: at, y, width: widths[index] });
      if (run.family === null) {
        const box = this.size * 0.6;
        for (let count = 0; count < clustersOf(run.text).length; count++) {
          this.doc.rect(
            at + count * box + box * 0.1,
            y - this.size * 0.7,
            box * 0.8,
            this.size * 0.7,
          );
        }
      } else {
        this.face(run.family);
        // Already in the order it is seen: jsPDF's own reordering is left out. jsPDF also
        // joins Arabic letters in every text it draws, as if in reading order: letters already
        // joined (in reading order) go one by one, or seen backwards an alef and a lam would
        // become a lam-alef.
        const pieces = arabicLetter.test(run.text) ? clustersOf(run.text) : [run.text];
        let piece = at;
        for (const text of pieces) {
          const encoded = this.encoded(text, run.family);
          this.doc.text(encoded, piece, y, { isInputVisual: true, isOutputVisual: true });
          piece += pieces.length > 1 ? this.doc.getTextWidth(encoded) : 0;
        }
      }
      at += widths[index];
    });
  }
}
