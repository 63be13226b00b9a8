import { isSearchShortcut, shortcutLabel } from './shortcut';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('isSearchShortcut', () => {
  it.each<KeyboardEventInit>([
    { key: 'k', ctrlKey: true },
    { key: 'K', metaKey: true },
  ])('is Ctrl+K or ⌘+K, whatever the case of the letter: %j', (init) => {
    expect(isSearchShortcut(key(init))).toBe(true);
  });

  it.each<KeyboardEventInit>([
    { key: 'k' },
    { key: 'k', ctrlKey: true, altKey: true },
    { key: 'K', ctrlKey: true, shiftKey: true },
    { key: 'j', ctrlKey: true },
  ])('is not K alone, nor with Alt or Shift, nor Ctrl with another key: %j', (init) => {
    expect(isSearchShortcut(key(init))).toBe(false);
  });
});

describe('shortcutLabel', () => {
  it.each(['MacIntel', 'iPhone'])('writes ⌘K on Apple keyboards: %j', (platform) => {
    expect(shortcutLabel(platform)).toBe('⌘K');
  });

  it.each(['Win32', 'Linux x86_64'])('writes Ctrl+K elsewhere: %j', (platform) => {
    expect(shortcutLabel(platform)).toBe('Ctrl+K');
  });
});
