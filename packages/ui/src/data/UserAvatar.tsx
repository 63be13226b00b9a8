import './data.css';

export interface UserAvatarProps {
  name: string;
  /** Picture URL; empty or missing shows the initials instead. */
  src?: string | null;
  /** Diameter in pixels. */
  size?: number;
}

/**
 * Initials at 40 % of the diameter: two of the widest capitals still fit, so antd never shrinks
 * some pairs ("MW") and not others ("IL"), and a row of faces reads at one size.
 */
export function initialsFontSize(size: number): number {
  return Math.round(size * 0.4);
}

/**
 * Backgrounds for initials, each dark enough for white text (contrast above 4.5:1, checked in
 * the tests), so a name always gets a readable avatar.
 */
export const avatarColors = [
  '#5b4fe0',
  '#1d5fbf',
  '#0f766e',
  '#2f7a16',
  '#a34f00',
  '#b4232a',
  '#a3227a',
  '#5c5f66',
] as const;

/** "Ada Lovelace" → "AL", "cher" → "C", "" → "?". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => Array.from(word)[0].toUpperCase()).join('');
}

/** The same name always gets the same colour (a small string hash). */
export function avatarColorOf(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return avatarColors[hash % avatarColors.length];
}

/**
 * A user's picture, or their initials on a colour derived from their name: a round of antd's
 * avatar look, drawn as plain elements (antd's Avatar measures its text after every render, a
 * forced layout per row of a list).
 */
export function UserAvatar({ name, src, size = 32 }: UserAvatarProps) {
  const box = { width: size, height: size };
  if (src) return <img src={src} alt={name} className="user-avatar" style={box} />;
  return (
    <span
      role="img"
      aria-label={name}
      className="user-avatar"
      style={{ ...box, backgroundColor: avatarColorOf(name), fontSize: initialsFontSize(size) }}
    >
      <span aria-hidden>{initialsOf(name)}</span>
    </span>
  );
}
