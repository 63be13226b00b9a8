import { fileSize, previewText, shortTime } from './mailbox';

describe('mail presentation', () => {
  it('previews a body as plain text, scripts and tags dropped', () => {
    expect(
      previewText('<p>Hi&nbsp;Ann,</p><script>alert(1)</script><ul><li>one &amp; two</li></ul>'),
    ).toBe('Hi Ann, one & two');
  });

  it('shows the hour for today, the day otherwise', () => {
    const now = new Date('2026-11-23T15:00:00');
    expect(shortTime(new Date('2026-11-23T09:05:00').toISOString(), 'en', now)).toMatch(/9:05/);
    expect(shortTime(new Date('2026-11-20T09:05:00').toISOString(), 'en', now)).toBe('Nov 20');
  });

  it('gives file sizes a unit', () => {
    expect(fileSize(512, 'en')).toBe('512 byte');
    expect(fileSize(2048, 'en')).toBe('2 kB');
    expect(fileSize(3.5 * 1024 * 1024, 'en')).toBe('3.5 MB');
  });
});
