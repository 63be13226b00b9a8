import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Spin, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { SearchItem } from '@tessera/api-client';
import { PageIcon } from '../model/pageIcons';
import { usePageAccess } from '../model/pageAccess';
import { matches } from '../model/results';
import { usePageTitle } from '../model/usePageTitle';
import { BookmarkStar } from '../shared/BookmarkStar';
import { SurfaceTheme } from '../shared/SurfaceTheme';
import { catalogRequested, selectBookmarks, selectCatalog } from '../store/slice';

/**
 * Every page, once global search's catalog is in. Until then the navbar's bookmarks and the
 * server's suggestions, so the panel is never empty while it loads.
 */
function usePickablePages(): { pages: SearchItem[]; complete: boolean } {
  const catalog = useSelector(selectCatalog);
  const bookmarks = useSelector(selectBookmarks);
  return useMemo(() => {
    if (catalog.status === 'succeeded') return { pages: catalog.pages, complete: true };
    const byId = new Map(
      [...bookmarks.items, ...bookmarks.suggestions].map((page) => [page.id, page]),
    );
    return { pages: [...byId.values()].sort((a, b) => a.id - b.id), complete: false };
  }, [catalog, bookmarks]);
}

/** The picker's panel: a search field and every page with its star. Loads when first opened. */
export default function BookmarkPanel({
  id,
  onClose,
}: {
  id: string;
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useTranslation('search');
  const { token } = theme.useToken();
  const dispatch = useDispatch();
  const catalog = useSelector(selectCatalog);
  const canOpen = usePageAccess();
  const pageTitle = usePageTitle();
  const [query, setQuery] = useState('');
  const { pages, complete } = usePickablePages();

  const listed = pages.filter(
    (page) => canOpen(page) && matches(query, pageTitle(page), page.title),
  );
  const loading = !complete && catalog.status === 'loading';
  return (
    <SurfaceTheme>
      <div
        id={id}
        role="dialog"
        aria-label={t('bookmarks.panelLabel')}
        className="bookmark-picker__panel"
        style={{
          background: token.colorBgElevated,
          color: token.colorText,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowSecondary,
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onClose(true);
        }}
      >
        <Input
          autoFocus
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('bookmarks.findPlaceholder')}
          aria-label={t('bookmarks.findLabel')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {catalog.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            className="bookmark-picker__alert"
            title={t('modal.failed', { message: catalog.error ?? '' })}
            action={
              <Button size="small" onClick={() => dispatch(catalogRequested())}>
                {t('modal.retry')}
              </Button>
            }
          />
        )}
        {loading && (
          <div role="status" className="bookmark-picker__note">
            <Spin size="small" /> {t('bookmarks.loading')}
          </div>
        )}
        {!loading && listed.length === 0 && query.trim() !== '' && (
          <p className="bookmark-picker__note">{t('bookmarks.empty', { query: query.trim() })}</p>
        )}
        <ul className="bookmark-picker__list">
          {listed.map((page) => {
            const title = pageTitle(page);
            return (
              <li key={page.id} className="bookmark-picker__row">
                <Link
                  to={page.link}
                  className="bookmark-picker__link"
                  style={{ color: token.colorText }}
                  onClick={() => onClose(false)}
                >
                  <PageIcon name={page.icon} />
                  <span>{title}</span>
                </Link>
                <BookmarkStar page={page} title={title} />
              </li>
            );
          })}
        </ul>
      </div>
    </SurfaceTheme>
  );
}
