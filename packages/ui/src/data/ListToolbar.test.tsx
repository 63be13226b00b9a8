import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { ListToolbar } from './ListToolbar';

const i18n = createTestI18n({ en: { common: en } });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function SearchHarness({ onSearch }: { onSearch: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ListToolbar
      search={{
        value,
        onChange: (next) => {
          onSearch(next);
          setValue(next);
        },
        label: 'Search users',
        placeholder: 'Name or email',
      }}
      filters={<span>Role filter</span>}
      actions={
        <button type="button" onClick={() => setValue('reset from outside')}>
          Outside change
        </button>
      }
    />
  );
}

describe('ListToolbar', () => {
  it('shows every keystroke at once and reports the search once typing pauses', () => {
    const onSearch = jest.fn();
    renderView({ element: <SearchHarness onSearch={onSearch} />, i18n });
    const box = screen.getByRole('textbox', { name: 'Search users' });
    expect(box).toHaveAttribute('placeholder', 'Name or email');
    expect(screen.getByText('Role filter')).toBeInTheDocument();

    fireEvent.change(box, { target: { value: 'a' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'ad' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'ada' } });
    expect(box).toHaveValue('ada');
    expect(onSearch).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ada');
  });

  it('follows a value changed from outside, dropping the pending search', () => {
    const onSearch = jest.fn();
    renderView({ element: <SearchHarness onSearch={onSearch} />, i18n });
    const box = screen.getByRole('textbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Outside change' }));
    expect(box).toHaveValue('reset from outside');
    act(() => jest.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
    expect(box).toHaveValue('reset from outside');
  });

  it('reports a cleared box at once', () => {
    const onSearch = jest.fn();
    renderView({ element: <SearchHarness onSearch={onSearch} />, i18n });
    const box = screen.getByRole('textbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'ada' } });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
  });

  it('uses the translated label when none is given', () => {
    renderView({
      element: <ListToolbar search={{ value: 'x', onChange: () => undefined }} />,
      i18n,
    });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('x');
  });
});
