import { Breadcrumb, type BreadcrumbProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../../access/access';
import { shellKey } from '../../feature/shellNamespace';
import { useRouteMeta } from '../../shell/DocumentTitle';

/**
 * Home › the route's trail › its title, from the route meta (titles from the shell namespace);
 * nothing when the meta has no trail.
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { homePath } = useAccess();
  if (!meta?.breadcrumb?.length) return null;
  const items: BreadcrumbProps['items'] = [
    { key: 'home', title: <Link to={homePath}>{t('breadcrumbs.home')}</Link> },
    ...meta.breadcrumb.map((crumb, index) => ({
      key: `crumb-${index}`,
      title: crumb.path ? (
        <Link to={crumb.path}>{t(shellKey(crumb.title))}</Link>
      ) : (
        t(shellKey(crumb.title))
      ),
    })),
  ];
  if (meta.title)
    items.push({
      key: 'current',
      title: <span aria-current="page">{t(shellKey(meta.title))}</span>,
    });
  return (
    <Breadcrumb
      className="app-breadcrumbs"
      aria-label={t('breadcrumbs.label')}
      data-testid="breadcrumbs"
      items={items}
    />
  );
}
