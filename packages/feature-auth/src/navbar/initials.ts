/** "Ada Lovelace" → "AL", "cher" → "C": what the avatar shows when the user has no picture. */
export function initialsOf(fullName: string | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => word[0].toUpperCase()).join('');
}
