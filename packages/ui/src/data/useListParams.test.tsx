import { act, fireEvent, screen } from '@testing-library/react';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { ListToolbar } from './ListToolbar';
import { useListParams } from './useListParams';

const i18n = createTestI18n({ en: { common: en } });

const defaults = { q: '', role: undefined as string | undefined, page: 1, perPage: 10 };

function ParamsProbe() {
  const [params, setParams] = useListParams(defaults);
  return (
    <>
      <ListToolbar search={{ value: params.q, onChange: (q) => setParams({ q }) }} />
      <output data-testid="params">{JSON.stringify(params)}</output>
      <button onClick={() => setParams({ role: 'editor' })}>Editors</button>
      <button onClick={() => setParams({ role: undefined })}>Any role</button>
      <button onClick={() => setParams({ page: 3 })}>Page 3</button>
      <button onClick={() => setParams({ perPage: 25 })}>25 a page</button>
    </>
  );
}

function renderProbe(initialEntry = '/list') {
  return renderView({ path: '/list', initialEntry, element: <ParamsProbe />, i18n });
}

const shown = () => JSON.parse(screen.getByTestId('params').textContent ?? '{}');
const search = (router: ReturnType<typeof renderProbe>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('useListParams', () => {
  it('gives the defaults for a bare URL and reads typed values from a shared link', () => {
    renderProbe('/list?q=ada&role=admin&page=4&perPage=25&tab=billing');
    expect(shown()).toEqual({ q: 'ada', role: 'admin', page: 4, perPage: 25 });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('ada');
  });

  it('falls back to the default for a number the URL spells wrong', () => {
    renderProbe('/list?page=abc&perPage=');
    expect(shown()).toEqual({ q: '', page: 1, perPage: 10 });
  });

  it('writes only what differs from the defaults, and a filter goes back to page 1', () => {
    const { router } = renderProbe('/list?page=3&tab=billing');
    fireEvent.click(screen.getByRole('button', { name: 'Editors' }));
    // Unrelated parameters survive; page 1 is the default, so it leaves the URL.
    expect(search(router)).toEqual({ role: 'editor', tab: 'billing' });
    expect(shown()).toMatchObject({ role: 'editor', page: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(search(router)).toEqual({ role: 'editor', page: '3', tab: 'billing' });

    fireEvent.click(screen.getByRole('button', { name: 'Any role' }));
    expect(search(router)).toEqual({ tab: 'billing' });
  });

  it('pushes filter and page changes, so the back button walks back through them', async () => {
    const { router } = renderProbe();
    fireEvent.click(screen.getByRole('button', { name: 'Editors' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(shown()).toMatchObject({ role: 'editor', page: 3 });

    await act(() => router.navigate(-1));
    expect(shown()).toMatchObject({ role: 'editor', page: 1 });
    await act(() => router.navigate(-1));
    expect(shown()).toEqual({ q: '', page: 1, perPage: 10 });
    expect(router.state.location.search).toBe('');
  });

  it('replaces the entry while typing a search, and the box follows the back button', async () => {
    jest.useFakeTimers();
    try {
      const { router } = renderProbe();
      fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
      const box = screen.getByRole('textbox', { name: 'Search' });
      fireEvent.change(box, { target: { value: 'ad' } });
      act(() => jest.advanceTimersByTime(300));
      fireEvent.change(box, { target: { value: 'ada' } });
      act(() => jest.advanceTimersByTime(300));

      expect(search(router)).toEqual({ q: 'ada' });
      expect(router.state.historyAction).toBe('REPLACE');

      // Both searches replaced the page-3 entry: one step back is the bare list.
      await act(() => router.navigate(-1));
      expect(router.state.location.search).toBe('');
      expect(box).toHaveValue('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not navigate when nothing changes', () => {
    const { router } = renderProbe('/list?perPage=25');
    const before = router.state.location.key;
    fireEvent.click(screen.getByRole('button', { name: '25 a page' }));
    expect(router.state.location.key).toBe(before);
  });
});
