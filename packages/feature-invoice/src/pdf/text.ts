import type { jsPDF } from 'jspdf';
import { clustersOf, isRightToLeft, visualOrder } from './bidi';

/** A font face to embed: TrueType bytes, its family and whether it is the bold one. */
export interface PdfFace {
  family: string;
  bold: boolean;
  bytes: Uint8Array;
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

const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

const binary = (bytes: Uint8Array) => {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return text;
};

/** Embeds the faces in the document (jsPDF keeps only the glyphs used: a subset). */
export function embedFaces(doc: jsPDF, faces: PdfFace[]) {
  for (const face of faces) {
    const style = face.bold ? 'bold' : 'normal';
    const file = `${face.family}-${style}.ttf`;
    doc.addFileToVFS(file, binary(face.bytes));
    doc.addFont(file, face.family, style, 'Identity-H');
  }
}

/**
 * Sets text in embedded Unicode faces: each character in the first family that has it (the
 * order given), paragraphs wrapped to a width, right-to-left text drawn in the order it is
 * read, Arabic letters joined. A character no face has is drawn as an empty box, as browsers do.
 */
export class TextSetter {
  size = 10;
  weight: Weight = 'normal';
  /** Every run drawn, for tests. */
  readonly placed: PlacedRun[] = [];
  private readonly covers = new Map<string, (code: number) => boolean>();

  constructor(
    private readonly doc: jsPDF,
    private readonly families: string[],
  ) {
    for (const family of families) {
      doc.setFont(family, 'normal');
      const metadata = doc.getFont().metadata as { characterToGlyph: (code: number) => number };
      this.covers.set(family, (code) => metadata.characterToGlyph(code) > 0);
    }
  }

  private face(family: string) {
    const styles = this.doc.getFontList()[family] ?? [];
    this.doc.setFont(family, styles.includes(this.weight) ? this.weight : 'normal');
    this.doc.setFontSize(this.size);
  }

  private familyOf(cluster: string, current: string | null): string | null {
    const code = cluster.codePointAt(0) ?? 0;
    if (current && this.covers.get(current)?.(code)) return current;
    return this.families.find((family) => this.covers.get(family)?.(code)) ?? null;
  }

  /** Consecutive clusters that one face draws. */
  private runs(clusters: string[]) {
    const runs: { text: string; family: string | null }[] = [];
    for (const cluster of clusters) {
      const last = runs.at(-1);
      const family = this.familyOf(cluster, last?.family ?? null);
      if (last && last.family === family && family !== null) last.text += cluster;
      else runs.push({ text: cluster, family });
    }
    return runs;
  }

  private runWidth(run: { text: string; family: string | null }) {
    if (run.family === null) return clustersOf(run.text).length * this.size * 0.6;
    this.face(run.family);
    return this.doc.getTextWidth(run.text);
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
    for (const paragraph of text.split(/\r?\n/)) {
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
          this.doc.text(text, piece, y, { isInputVisual: true, isOutputVisual: true });
          piece += pieces.length > 1 ? this.doc.getTextWidth(text) : 0;
        }
      }
      at += widths[index];
    });
  }
}
