import { Pagination, type PaginationProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd's Pagination, with its previous and next buttons named by what they do: antd names them
 * by their arrow icon, so a screen reader announces "left" and "right". Takes every prop antd's
 * does, an `itemRender` of its own included.
 */
export function Pager({ itemRender, ...props }: PaginationProps) {
  const { t } = useTranslation('common');
  return (
    <Pagination
      {...props}
      itemRender={(page, type, element) => {
        const item = itemRender ? itemRender(page, type, element) : element;
        if ((type !== 'prev' && type !== 'next') || !isValidElement(item)) return item;
        const label = t(type === 'prev' ? 'list.previousPage' : 'list.nextPage');
        return cloneElement(item as ReactElement<{ 'aria-label'?: string }>, {
          'aria-label': label,
        });
      }}
    />
  );
}
