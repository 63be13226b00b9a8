import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Modal, Spin, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useFeedback } from '@tessera/ui';
import { usePages } from '../model/pages';
import { moveActive, searchResults, type SearchResult } from '../model/results';
import { SurfaceTheme } from '../shared/SurfaceTheme';
import { catalogRequested, selectCatalog } from '../store/slice';
import { ResultList } from './ResultList';
import './search-modal.css';

interface SearchModalProps {
  open: boolean;
  onClose: () => void;
}

function KeyHints() {
  const { t } = useTranslation('search');
  return (
    <div className="search-modal__keys">
      <span>
        <kbd>↑</kbd> <kbd>↓</kbd> {t('modal.keys.move')}
      </span>
      <span>
        <kbd>Enter</kbd> {t('modal.keys.open')}
      </span>
      <span>
        <kbd>Esc</kbd> {t('modal.keys.close')}
      </span>
    </div>
  );
}

/**
 * Global search: a field whose results (Pages, Files, Contacts, a few each) follow the typing.
 * The focus stays in the field; the arrow keys move the active result (aria-activedescendant),
 * Enter opens it, Escape closes the window.
 */
export default function SearchModal({ open, onClose }: SearchModalProps) {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const catalog = useSelector(selectCatalog);
  const pages = usePages();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const inputRef = useRef<InputRef>(null);
  const listId = useId();

  const groups = useMemo(
    () => (catalog.status === 'succeeded' ? searchResults({ ...catalog, pages }, query) : []),
    [catalog, pages, query],
  );
  const results = useMemo(() => groups.flatMap((group) => group.results), [groups]);
  const active = results.length ? Math.max(0, Math.min(activeIndex, results.length - 1)) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = active >= 0 ? optionId(active) : undefined;

  // The active result stays visible while the arrow keys move through a scrolled list.
  useEffect(() => {
    if (open && activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeId]);

  const openResult = (result: SearchResult) => {
    onClose();
    if (result.kind === 'page') {
      void navigate(result.page.link);
    } else if (result.kind === 'file') {
      const { title, size } = result.file;
      void message.info(t('results.fileOpened', { title, size }));
    } else {
      const { title, email } = result.contact;
      void message.info(
        <span>
          {t('results.contactWrite', { name: title })} <a href={`mailto:${email}`}>{email}</a>
        </span>,
      );
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex(moveActive(active, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing && active >= 0) {
      event.preventDefault();
      openResult(results[active]);
    }
  };

  const trimmed = query.trim();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('modal.title')}
      footer={<KeyHints />}
      width={640}
      style={{ top: 72 }}
      className="search-modal"
      afterOpenChange={(visible) => {
        if (visible) inputRef.current?.focus();
      }}
      afterClose={() => {
        setQuery('');
        setActiveIndex(0);
      }}
    >
      <SurfaceTheme>
        <Input
          ref={inputRef}
          autoFocus
          size="large"
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('modal.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-label={t('modal.inputLabel')}
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={results.length > 0 ? listId : undefined}
          aria-activedescendant={activeId}
          data-testid="search-input"
        />
        <div className="search-modal__body">
          {catalog.status === 'loading' && (
            <div role="status" className="search-modal__state">
              <Spin />
              <span>{t('modal.loading')}</span>
            </div>
          )}
          {catalog.status === 'failed' && (
            <Alert
              type="error"
              showIcon
              title={t('modal.failed', { message: catalog.error ?? '' })}
              action={
                <Button size="small" onClick={() => dispatch(catalogRequested())}>
                  {t('modal.retry')}
                </Button>
              }
            />
          )}
          {catalog.status === 'succeeded' && results.length === 0 && (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <>
                  <strong>{t('modal.empty', { query: trimmed })}</strong>
                  <br />
                  {t('modal.emptyHint')}
                </>
              }
            />
          )}
          {results.length > 0 && (
            <ResultList
              id={listId}
              groups={groups}
              active={active}
              optionId={optionId}
              onHover={setActiveIndex}
              onOpen={openResult}
            />
          )}
          <div className="sr-only" aria-live="polite">
            {catalog.status === 'succeeded' ? t('modal.count', { count: results.length }) : ''}
          </div>
        </div>
      </SurfaceTheme>
    </Modal>
  );
}
