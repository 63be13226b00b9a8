import { isSearchShortcut, shortcutLabel } from './shortcut';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('isSearchShortcut', () => {
  it('is Ctrl+K or ⌘+K, whatever the case of the letter', () => {
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
  });

  it('is not K alone, nor with Alt or Shift, nor Ctrl with another key', () => {
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'K', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'j', ctrlKey: true }))).toBe(false);
  });
});

describe('shortcutLabel', () => {
  it('writes ⌘K on Apple keyboards and Ctrl+K elsewhere', () => {
    expect(shortcutLabel('MacIntel')).toBe('⌘K');
    expect(shortcutLabel('iPhone')).toBe('⌘K');
    expect(shortcutLabel('Win32')).toBe('Ctrl+K');
    expect(shortcutLabel('Linux x86_64')).toBe('Ctrl+K');
  });
});
