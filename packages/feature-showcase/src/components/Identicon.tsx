/** A number from a text (FNV-1a): the same name always draws the same pattern. */
function hash(text: string) {
  let value = 2166136261;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/**
 * A generated picture for a name: a 5 × 5 pattern, mirrored, in a hue of its own. Drawn here as
 * SVG, so no image is fetched.
 */
export function Identicon({ name, label }: { name: string; label: string }) {
  const bits = hash(name);
  const hue = bits % 360;
  const cells: { x: number; y: number }[] = [];
  for (let y = 0; y < 5; y += 1)
    for (let x = 0; x < 3; x += 1)
      if ((bits >> (y * 3 + x)) & 1) {
        cells.push({ x, y });
        if (x < 2) cells.push({ x: 4 - x, y });
      }
  return (
    <svg viewBox="0 0 7 7" width="100%" height="100%" role="img" aria-label={label}>
      <rect width="7" height="7" fill={`hsl(${hue} 60% 92%)`} />
      {cells.map(({ x, y }) => (
        <rect
          key={`${x}-${y}`}
          x={x + 1}
          y={y + 1}
          width="1"
          height="1"
          fill={`hsl(${hue} 55% 38%)`}
        />
      ))}
    </svg>
  );
}
