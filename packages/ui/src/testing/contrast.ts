// WCAG contrast for tests that guard the theme's colours (axe-core flags anything under 4.5).
type Rgba = [number, number, number, number];

function parseColor(color: string): Rgba {
  const short = /^#([0-9a-f]{3})$/i.exec(color.trim());
  if (short) return parseColor(`#${[...short[1]].map((digit) => digit + digit).join('')}`);
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''));
  if (!rgba) throw new Error(`Unparsed colour ${color}`);
  const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b, a];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of a (possibly translucent) text colour over an opaque background. */
export function contrastRatio(text: string, background: string): number {
  const bg = parseColor(background);
  const [r, g, b, a] = parseColor(text);
  const blended: Rgba = [
    r * a + bg[0] * (1 - a),
    g * a + bg[1] * (1 - a),
    b * a + bg[2] * (1 - a),
    1,
  ];
  const [light, dark] = [luminance(blended), luminance(bg)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
