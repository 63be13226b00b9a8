import { Empty, Progress, Skeleton, Timeline, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDetailsResponse, UserProject } from '@tessera/api-client';
import { StaticTable, Text } from '@tessera/ui';
import { formatDateTime } from '../format';
import { TabCard } from './TabCard';

interface AccountTabProps {
  details: UserDetailsResponse | null;
  loading: boolean;
}

/** The user's projects (with their progress) and recent activity. */
export function AccountTab({ details, loading }: AccountTabProps) {
  const { t, i18n } = useTranslation('users');

  const columns: TableColumnsType<UserProject> = [
    {
      key: 'name',
      title: t('account.project'),
      render: (_, project) => (
        <>
          <Text strong style={{ display: 'block' }}>
            {project.name}
          </Text>
          <Text type="secondary">{project.technology}</Text>
        </>
      ),
    },
    {
      key: 'tasks',
      title: t('account.tasks'),
      render: (_, project) => `${project.completedTasks}/${project.totalTasks}`,
    },
    {
      key: 'progress',
      title: t('account.progress'),
      render: (_, project) => (
        <Progress
          percent={project.progress}
          size="small"
          style={{ minWidth: 120 }}
          aria-label={t('account.progressOf', { name: project.name })}
        />
      ),
    },
    {
      key: 'hours',
      title: t('account.hours'),
      render: (_, project) =>
        t('account.duration', {
          hours: Math.floor(project.minutes / 60),
          minutes: project.minutes % 60,
        }),
    },
  ];

  return (
    <>
      <TabCard title={t('account.projects')} testId="projects">
        <StaticTable<UserProject>
          rowKey="id"
          caption={t('account.projects')}
          columns={columns}
          dataSource={details?.projects ?? []}
          loading={loading}
          // A user has a few projects, each two lines and a progress bar: the room kept meanwhile.
          loadingRows={4}
          rowHeight={77}
          emptyText={t('account.noProjects')}
        />
      </TabCard>
      <TabCard title={t('account.activity')} testId="activity">
        {loading && !details ? (
          <Skeleton active />
        ) : details?.activity.length ? (
          <Timeline
            items={details.activity.map((event) => ({
              key: event.id,
              color: event.color,
              title: (
                <Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(event.time, i18n.language)}
                </Text>
              ),
              content: (
                <>
                  <Text strong style={{ display: 'block' }}>
                    {t(`account.activityKinds.${event.kind}.title`)}
                  </Text>
                  <Text type="secondary">
                    {t(`account.activityKinds.${event.kind}.description`)}
                  </Text>
                </>
              ),
            }))}
          />
        ) : (
          <Empty description={t('account.noActivity')} />
        )}
      </TabCard>
    </>
  );
}
