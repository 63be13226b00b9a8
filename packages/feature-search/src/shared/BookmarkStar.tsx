import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { bookmarkToggled, selectIsBookmarked, type SearchRootState } from '../store/slice';
import './bookmark-star.css';

interface BookmarkStarProps {
  /** The page's path. */
  link: string;
  /** The page's title as shown beside the star. */
  title: string;
}

/**
 * Bookmarks a page or removes its bookmark: the search results, the bookmark picker and the
 * navbar icons read the same store, so all of them change at once.
 */
export function BookmarkStar({ link, title }: BookmarkStarProps) {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const bookmarked = useSelector((state: SearchRootState) => selectIsBookmarked(state, link));
  return (
    <Tooltip title={t(bookmarked ? 'bookmarks.remove' : 'bookmarks.add')}>
      <Button
        type="text"
        size="small"
        className={`bookmark-star${bookmarked ? ' bookmark-star--on' : ''}`}
        icon={bookmarked ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
        aria-label={t('bookmarks.toggle', { title })}
        aria-pressed={bookmarked}
        // A click leaves the focus where it was (the search field keeps its arrow keys).
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          event.stopPropagation();
          dispatch(bookmarkToggled(link));
        }}
      />
    </Tooltip>
  );
}
