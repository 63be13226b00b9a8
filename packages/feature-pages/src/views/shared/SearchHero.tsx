import { Card } from 'antd';
import { ListSearch, Paragraph, PageTitle } from '@tessera/ui';
import './pages.css';

/** The banner atop the FAQ and the knowledge base: the page's title, a line and its search. */
export function SearchHero({
  title,
  subtitle,
  search,
}: {
  title: string;
  subtitle: string;
  search: { value: string; onChange: (q: string) => void; placeholder: string; label: string };
}) {
  return (
    <Card className="pages-hero" variant="borderless">
      <PageTitle>{title}</PageTitle>
      <Paragraph type="secondary" className="pages-hero__subtitle">
        {subtitle}
      </Paragraph>
      <div className="pages-hero__search">
        <ListSearch {...search} />
      </div>
    </Card>
  );
}
