import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '../model/fileIcons';
import { PageIcon } from '../model/pages';
import type { ResultGroup, SearchResult } from '../model/results';
import { BookmarkStar } from '../shared/BookmarkStar';

interface ResultListProps {
  id: string;
  groups: ResultGroup[];
  /** Position of the active result across all groups. */
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onOpen: (result: SearchResult) => void;
}

function ResultContent({ result }: { result: SearchResult }) {
  const { t } = useTranslation('search');
  if (result.kind === 'page') {
    return (
      <>
        <PageIcon page={result.page} />
        <span className="search-result__text">
          <span className="search-result__title">{result.page.title}</span>
          <span className="search-result__meta">{result.page.link}</span>
        </span>
      </>
    );
  }
  if (result.kind === 'file') {
    const { file } = result;
    return (
      <>
        <FileIcon type={file.file} />
        <span className="search-result__text">
          <span className="search-result__title">{file.title}</span>
          <span className="search-result__meta">
            {t('results.fileMeta', { by: file.by, size: file.size })}
          </span>
        </span>
      </>
    );
  }
  const { contact } = result;
  return (
    <>
      <Avatar src={contact.img} alt="" size={28} />
      <span className="search-result__text">
        <span className="search-result__title">{contact.title}</span>
        <span className="search-result__meta">{contact.email}</span>
      </span>
    </>
  );
}

/**
 * The results as one listbox of groups. Options are not focusable (the field keeps the focus).
 * A listbox may hold nothing but options, so the pages' bookmark stars stand in a column of
 * their own beside it, row for row (rows have a fixed height), where Tab reaches them.
 */
export function ResultList({ id, groups, active, optionId, onHover, onOpen }: ResultListProps) {
  const { t } = useTranslation('search');
  // Where each group starts in the flat order the arrow keys follow.
  const starts = groups.map((_, index) =>
    groups.slice(0, index).reduce((count, group) => count + group.results.length, 0),
  );
  const rowClass = (base: string, index: number) =>
    index === active ? `${base} ${base}--active` : base;

  return (
    <div className="search-results">
      <div role="listbox" id={id} aria-label={t('modal.results')}>
        {groups.map((group, groupIndex) => {
          const headingId = `${id}-${group.title}`;
          return (
            <div
              key={group.title}
              role="group"
              aria-labelledby={headingId}
              className="search-results__group"
            >
              <div id={headingId} className="search-results__heading">
                {t(`groups.${group.title}`)}
              </div>
              {group.results.map((result, resultIndex) => {
                const index = starts[groupIndex] + resultIndex;
                return (
                  <div
                    key={result.key}
                    role="option"
                    id={optionId(index)}
                    aria-selected={index === active}
                    className={rowClass('search-result', index)}
                    data-testid="search-result"
                    // The field keeps the focus: the arrow keys go on working after a click.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (index !== active) onHover(index);
                    }}
                    onClick={() => onOpen(result)}
                  >
                    <ResultContent result={result} />
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <div className="search-results__stars">
        {groups.map((group, groupIndex) => (
          <div key={group.title} className="search-results__group">
            <div className="search-results__heading" />
            {group.results.map((result, resultIndex) => {
              const index = starts[groupIndex] + resultIndex;
              return (
                <div
                  key={result.key}
                  className={rowClass('search-result-star', index)}
                  onMouseMove={() => {
                    if (index !== active) onHover(index);
                  }}
                >
                  {result.kind === 'page' && (
                    <BookmarkStar link={result.page.link} title={result.page.title} />
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
