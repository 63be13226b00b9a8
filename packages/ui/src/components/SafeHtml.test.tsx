import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { createTestI18n } from '../testing';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

function renderHtml(html: string, language = 'en') {
  const { container } = render(
    <I18nextProvider i18n={createTestI18n({ en: { common: en }, fr: { common: fr } }, language)}>
      <SafeHtml html={html} className="body" />
    </I18nextProvider>,
  );
  return container.querySelector('.body') as HTMLElement;
}

/** Parses sanitised HTML without rendering it. */
const parse = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
};

describe('SafeHtml', () => {
  it('keeps the formatting of the text', () => {
    const holder = renderHtml(
      '<p>Hello <strong>team</strong>, see <a href="https://x.test/">this</a>.</p>',
    );
    expect(screen.getByText('team').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'this' })).toHaveAttribute('href', 'https://x.test/');
    expect(holder.tagName).toBe('DIV');
  });

  it('drops scripts', () => {
    const holder = renderHtml('<p>Hi</p><script>window.hacked = true</script>');
    expect(holder.querySelector('script')).toBeNull();
    expect(holder.innerHTML).toBe('<p>Hi</p>');
  });

  it('drops event handlers such as onerror', () => {
    const holder = renderHtml(
      '<img src="https://x.test/a.png" onerror="window.hacked = true" alt="pic">',
    );
    const image = screen.getByRole('img', { name: 'pic' });
    expect(image).not.toHaveAttribute('onerror');
    expect(holder.innerHTML).not.toContain('hacked');
  });

  it('drops javascript: links, keeping their text', () => {
    renderHtml(
      '<a href="javascript:alert(1)">click me</a><a href=" JaVaScRiPt:alert(1)">again</a>',
    );
    expect(screen.getByText('click me')).not.toHaveAttribute('href');
    expect(screen.getByText('again')).not.toHaveAttribute('href');
  });

  it('drops data: URLs, on links and on images', () => {
    const holder = renderHtml(
      '<a href="data:text/html,<script>alert(1)</script>">open</a>' +
        '<img alt="inline" src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
    );
    expect(screen.getByText('open')).not.toHaveAttribute('href');
    expect(screen.getByRole('img', { name: 'inline' })).not.toHaveAttribute('src');
    expect(holder.innerHTML).not.toContain('data:');
  });

  it('drops a <style> that would restyle the page, and style attributes', () => {
    const holder = renderHtml(
      '<style>body { display: none } .restyled-by-mail { color: red }</style>' +
        '<p style="position: fixed; inset: 0; background: url(https://x.test/t.gif)">Hi</p>',
    );
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles.join('\n')).not.toContain('restyled-by-mail');
    expect(holder.querySelector('style')).toBeNull();
    expect(screen.getByText('Hi')).not.toHaveAttribute('style');
    expect(holder.innerHTML).toBe('<p>Hi</p>');
  });

  it('drops a fake login form with its fields and button, keeping its text', () => {
    const holder = renderHtml(
      '<form action="https://evil.test/steal" method="post"><p>Your session expired.</p>' +
        '<input name="password" type="password"><button type="submit">Sign in</button></form>',
    );
    expect(holder.querySelector('form, input, button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(holder).toHaveTextContent('Your session expired.');
  });

  it('drops frames, SVG and the app’s own class names', () => {
    const holder = renderHtml(
      '<iframe src="https://evil.test/"></iframe><svg><a href="https://evil.test/">x</a></svg>' +
        '<div class="ant-modal-mask" id="root">text</div>',
    );
    expect(holder.querySelector('iframe, svg')).toBeNull();
    expect(screen.getByText('text')).not.toHaveAttribute('class');
    expect(screen.getByText('text')).not.toHaveAttribute('id');
  });

  it('opens links in a new tab that cannot reach this page', () => {
    renderHtml('<a href="https://x.test/" target="_self" rel="opener">site</a>');
    const link = screen.getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('loads no image from an address that is not the web, and shows it as a placeholder', () => {
    const holder = renderHtml('<img src="missing-image.png" alt="Tracking">');
    const image = screen.getByRole('img', { name: 'Tracking' });
    expect(image).not.toHaveAttribute('src');
    expect(image).toHaveAttribute('data-image-placeholder');
    expect(holder.innerHTML).not.toContain('missing-image.png');
  });

  it('shows an image that fails to load as a placeholder', async () => {
    renderHtml('<img src="https://cdn.test/gone.png" alt="Gone">');
    await userEvent.click(screen.getByRole('button', { name: 'Show images' }));
    const image = screen.getByRole('img', { name: 'Gone' });
    expect(image).not.toHaveAttribute('data-image-placeholder');
    fireEvent.error(image);
    expect(image).toHaveAttribute('data-image-placeholder');
    expect(image).not.toHaveAttribute('src');
  });

  it('keeps a tracking pixel from loading until the reader shows the images', async () => {
    const holder = renderHtml(
      '<p>News</p><img src="https://tracker.test/open.gif?u=42" width="1" height="1" alt="">' +
        '<img src="https://cdn.test/logo.png" alt="Logo">',
    );
    expect(holder.querySelectorAll('img[src]')).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Images from the web are hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Show images' }));
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      'https://cdn.test/logo.png',
    );
    expect(holder.querySelector('img[src^="https://tracker.test/"]')).toHaveAttribute(
      'referrerpolicy',
      'no-referrer',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in French', () => {
    renderHtml('<img src="https://x.test/a.png" alt="a">', 'fr');
    expect(screen.getByRole('button', { name: 'Afficher les images' })).toBeInTheDocument();
  });

  it('shows no notice when the HTML has no remote image', () => {
    renderHtml('<p>Plain</p>');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('sanitizeHtml', () => {
  it('cleans with the same profile, images off unless asked', () => {
    const dirty =
      '<p style="color:red" onclick="x()">Hi</p><img src="https://x.test/a.png" alt="a">';
    expect(sanitizeHtml(dirty)).toBe('<p>Hi</p><img alt="a" data-image-placeholder="">');
    expect(parse(sanitizeHtml(dirty, { remoteImages: true })).querySelector('img')).toHaveAttribute(
      'src',
      'https://x.test/a.png',
    );
  });

  it('keeps mail and phone links', () => {
    const holder = parse(
      sanitizeHtml('<a href="mailto:a@b.test">mail</a><a href="tel:+331">call</a>'),
    );
    expect([...holder.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'mailto:a@b.test',
      'tel:+331',
    ]);
  });

  it('is the only DOMPurify in the repository', () => {
    const root = join(__dirname, '../../../..');
    const self = 'packages/ui/src/components/SafeHtml.tsx';
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (
          ['node_modules', 'dist', '.turbo', 'coverage'].includes(entry.name) ||
          entry.name.startsWith('.')
        )
          return [];
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [path] : [];
      });
    const importing = ['apps', 'packages', 'tooling'].flatMap((top) =>
      sources(join(root, top)).filter((file) =>
        /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]dompurify['"]/.test(
          readFileSync(file, 'utf8'),
        ),
      ),
    );
    expect(importing.map((file) => relative(root, file))).toEqual([self]);
  });
});
