import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

function renderHtml(html: string) {
  const { container } = render(<SafeHtml html={html} />);
  return container.firstElementChild as HTMLElement;
}

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
    const holder = renderHtml('<img src="x" onerror="window.hacked = true" alt="pic">');
    const image = screen.getByRole('img', { name: 'pic' });
    expect(image).not.toHaveAttribute('onerror');
    expect(holder.innerHTML).not.toContain('hacked');
  });

  it('drops javascript: links, keeping their text', () => {
    renderHtml('<a href="javascript:alert(1)">click me</a>');
    expect(screen.getByText('click me')).not.toHaveAttribute('href');
  });
});
