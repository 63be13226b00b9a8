import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n, featureResources } from '../testing';
import { Pager } from './Pager';

const resources = featureResources(undefined);

function renderPager(props: Parameters<typeof Pager>[0], language = 'en') {
  return render(
    <I18nextProvider i18n={createTestI18n(resources, language)}>
      <Pager {...props} />
    </I18nextProvider>,
  );
}

describe('Pager', () => {
  it('names its previous and next buttons by what they do, not by their arrows', async () => {
    const onChange = jest.fn();
    renderPager({ current: 2, total: 50, onChange });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(screen.queryByRole('button', { name: /^(left|right)$/ })).toBeNull();

    await userEvent.click(next);
    expect(onChange).toHaveBeenLastCalledWith(3, 10);
    await userEvent.click(previous);
    expect(onChange).toHaveBeenLastCalledWith(1, 10);
  });

  it('names them in French, in the simple pager too', () => {
    renderPager({ simple: true, defaultCurrent: 2, total: 50 }, 'fr');
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
  });

  it('hands its own items to an itemRender given', () => {
    const { container } = renderPager({
      total: 30,
      itemRender: (page, type, element) =>
        type === 'page' ? <a href={`?page=${page}`}>{page}</a> : element,
    });
    const pages = within(container).getAllByRole('link');
    expect(pages.map((link) => link.getAttribute('href'))).toEqual([
      '?page=1',
      '?page=2',
      '?page=3',
    ]);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });
});
