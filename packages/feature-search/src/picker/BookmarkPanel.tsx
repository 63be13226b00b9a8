import { SearchOutlined } from '@ant-design/icons';
import { Input, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageIcon, usePages } from '../model/pages';
import { matches } from '../model/results';
import { BookmarkStar } from '../shared/BookmarkStar';
import { SurfaceTheme } from '../shared/SurfaceTheme';

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
  const [query, setQuery] = useState('');
  const listed = usePages().filter((page) => matches(query, page.title));
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
        {listed.length === 0 && (
          <p className="bookmark-picker__note">{t('bookmarks.empty', { query: query.trim() })}</p>
        )}
        <ul className="bookmark-picker__list">
          {listed.map((page) => (
            <li key={page.link} className="bookmark-picker__row">
              <Link
                to={page.link}
                className="bookmark-picker__link"
                style={{ color: token.colorText }}
                onClick={() => onClose(false)}
              >
                <PageIcon page={page} />
                <span>{page.title}</span>
              </Link>
              <BookmarkStar link={page.link} title={page.title} />
            </li>
          ))}
        </ul>
      </div>
    </SurfaceTheme>
  );
}
