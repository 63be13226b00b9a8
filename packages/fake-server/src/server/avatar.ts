/** Background colours for generated avatars: white initials on each reach 4.5:1 (WCAG AA). */
const palette = [
  '#4a5bd0',
  '#1f7a6e',
  '#c0392b',
  '#b35c00',
  '#6a4bb8',
  '#1f6fb2',
  '#3f7330',
  '#a23b6c',
];

export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word[0].toUpperCase()).join('') || '?';
}

/**
 * A small SVG avatar as a data: URL, showing the person's initials. Sample data then needs no
 * image files and the browser makes no request for them. Letters at 40 % of the diameter, as the
 * dashboard draws initials for people without a picture, so a row of faces reads at one size.
 */
export function initialsAvatar(fullName: string, colorIndex: number): string {
  const color = palette[Math.abs(colorIndex) % palette.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="${color}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="26" fill="#fff">` +
    `${initials(fullName)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
