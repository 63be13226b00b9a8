import {
  BookOutlined,
  CodeOutlined,
  CoffeeOutlined,
  CompassOutlined,
  RocketOutlined,
  BgColorsOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogCategory } from '@tessera/api-client';
import { ColorTag, type TagColor } from '@tessera/ui';

/** The glyph of each icon name the server gives a category. */
export const categoryIcons: Record<string, ReactNode> = {
  palette: <BgColorsOutlined aria-hidden />,
  code: <CodeOutlined aria-hidden />,
  rocket: <RocketOutlined aria-hidden />,
  compass: <CompassOutlined aria-hidden />,
  coffee: <CoffeeOutlined aria-hidden />,
  book: <BookOutlined aria-hidden />,
};

const colors: Record<BlogCategory, TagColor> = {
  design: 'purple',
  engineering: 'blue',
  product: 'orange',
  travel: 'green',
  food: 'magenta',
  culture: 'geekblue',
};

/** A post's tags: its categories, in the reader's language. */
export function CategoryTags({ tags, label }: { tags: BlogCategory[]; label: string }) {
  const { t } = useTranslation('blog');
  return (
    <ul className="blog-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <ColorTag color={colors[tag]}>{t(`categories.${tag}`)}</ColorTag>
        </li>
      ))}
    </ul>
  );
}
