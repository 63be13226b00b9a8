import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Flex, Input } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textDirection } from '../components/textDirection';

/** How long the search box waits after the last keystroke before it reports. */
export const searchDebounceMs = 300;

export interface ListSearchProps {
  /** The search the list currently shows (usually from the URL). */
  value: string;
  /** Called once typing pauses for 300 ms, and at once when the box is cleared. */
  onChange: (value: string) => void;
  placeholder?: string;
  /** Accessible name of the box; defaults to "Search". */
  label?: string;
}

export interface ListToolbarProps {
  search?: ListSearchProps;
  /** Filter controls (FilterSelect…), on the start side. */
  filters?: ReactNode;
  /** Buttons (Add, Export…), on the end side. */
  actions?: ReactNode;
}

/**
 * A list's search box (in `ListToolbar`, or on its own above a list that is not a table): it
 * shows what is typed at once, reports it debounced, and follows outside changes of `value`
 * (back button, a reset link).
 */
export function ListSearch({ value, onChange, placeholder, label }: ListSearchProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  /** The last value reported or received: an outside change is one that differs from it. */
  const knownValue = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest callback, called from the timer (the parent may pass a new one each render).
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    // The list keeps its search trimmed: "Note" coming back for "Note " is the search reported,
    // and the space just typed stays in the box.
    if (value === knownValue.current || value === knownValue.current.trim()) return;
    knownValue.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = (next: string) => {
    knownValue.current = next;
    onChangeRef.current(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    clearTimeout(timer.current);
    // Clearing the box is a deliberate act: show the whole list without waiting.
    if (next === '') emit(next);
    else timer.current = setTimeout(() => emit(next), searchDebounceMs);
  };

  const shownPlaceholder = placeholder ?? t('list.searchPlaceholder');
  return (
    <Input
      className="list-toolbar__search"
      allowClear={{ clearIcon: <CloseCircleFilled role="img" aria-label={t('list.clear')} /> }}
      value={text}
      onChange={handleChange}
      placeholder={shownPlaceholder}
      // What is typed (and, empty, the placeholder) reads in its own direction: in a
      // right-to-left layout an English placeholder was cut at its start.
      dir={textDirection(text || shownPlaceholder) ?? 'auto'}
      aria-label={label ?? t('list.search')}
      prefix={<SearchOutlined aria-hidden />}
      style={{ width: 260, maxWidth: '100%' }}
    />
  );
}

/** The row above a list: search and filters on one side, actions on the other; wraps when narrow. */
export function ListToolbar({ search, filters, actions }: ListToolbarProps) {
  return (
    <Flex
      className="list-toolbar"
      justify="space-between"
      align="flex-end"
      gap="middle"
      wrap
      style={{ marginBottom: 16 }}
    >
      <Flex gap="middle" align="flex-end" wrap style={{ flex: '1 1 auto' }}>
        {search && <ListSearch {...search} />}
        {filters}
      </Flex>
      {actions && (
        <Flex gap="small" align="center" wrap>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
