import { jsPDF } from 'jspdf';
import { embedFaces, TextSetter } from './text';
import { testFaces } from './testFaces';

function setter() {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  embedFaces(doc, testFaces());
  return { doc, text: new TextSetter(doc, ['latin', 'hebrew', 'arabic']) };
}

describe('TextSetter', () => {
  it('wraps at the width, and breaks a word longer than the width', () => {
    const { text } = setter();
    const words = 'Logo refresh for the spring campaign, with';
    const lines = text.lines(`${words} ${'y'.repeat(80)}`, 120).map((line) => line.text);
    for (const line of lines) expect(text.width(line)).toBeLessThanOrEqual(120);
    // Words stay whole; the long one starts on its own line and goes on as far as it must.
    const long = lines.findIndex((line) => line.startsWith('y'));
    expect(lines.slice(0, long).join(' ')).toBe(words);
    expect(lines.slice(long).join('')).toBe('y'.repeat(80));
    expect(lines.length).toBeGreaterThan(3);
  });

  it('hands jsPDF Arabic that it will not join again, seen backwards', () => {
    const { doc, text } = setter();
    const drawn: string[] = [];
    const draw = doc.text.bind(doc);
    jest.spyOn(doc, 'text').mockImplementation((value, ...rest) => {
      drawn.push(String(value));
      return draw(value, ...rest);
    });
    // "with the world": alef then lam in reading order, which is lam then alef once reversed.
    const [line] = text.lines('بالعالم', 500);
    text.draw(line, 48, 100);
    expect(drawn.length).toBeGreaterThan(0);
    // jsPDF joins letters in every text it draws; what it draws must be what was placed.
    for (const value of drawn) expect(doc.processArabic(value)).toBe(value);
    expect(drawn.join('')).not.toMatch(/[\uFEF5-\uFEFC]/); // no lam-alef
    expect(drawn.join('')).toBe(text.placed.map((run) => run.text).join(''));
  });
});
