/** Background colours for generated avatars: readable with white initials. */
const palette = [
  '#5b6ee1',
  '#2f9e8f',
  '#d9534f',
  '#e0862b',
  '#7a5ac8',
  '#3a8fd1',
  '#4f8a3c',
  '#b0487a',
];

export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word[0].toUpperCase()).join('') || '?';
}

/**
 * A small SVG avatar as a data: URL, showing the person's initials. Sample data then needs no
 * image files and the browser makes no request for them.
 */
export function initialsAvatar(fullName: string, colorIndex: number): string {
  const color = palette[Math.abs(colorIndex) % palette.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="${color}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#fff">` +
    `${initials(fullName)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
