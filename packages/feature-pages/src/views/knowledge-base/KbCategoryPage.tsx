import { FileTextOutlined } from '@ant-design/icons';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink, PageHeader, RecordUnavailable } from '@tessera/ui';
import { useGetKbCategoryQuery } from '../../api';
import { kbQuestionPath, knowledgeBasePath } from '../../paths';
import { isNotFound } from '../shared/LoadFailed';
import { toServerError } from '@tessera/ui/server-state';
import '../shared/pages.css';

export function BackToKnowledgeBase() {
  const { t } = useTranslation('pages');
  return <BackLink to={knowledgeBasePath}>{t('kb.back')}</BackLink>;
}

/** `/pages/knowledge-base/:category`: a category's questions, each a link to its article. */
export default function KbCategoryPage() {
  const { t } = useTranslation('pages');
  const { category = '' } = useParams();
  const { data, error, refetch } = useGetKbCategoryQuery({ category });

  if (error) {
    return (
      <RecordUnavailable
        page={{
          notFound: isNotFound(error),
          error: toServerError(error),
          retry: () => void refetch(),
        }}
        notFound={{
          title: t('kb.categoryNotFound.title'),
          description: t('kb.categoryNotFound.description', { category }),
        }}
        failed={t('kb.categoryFailed')}
        back={<BackToKnowledgeBase />}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={data?.category.title ?? t('titles.kbCategory')}
        description={data?.category.desc}
        extra={<BackToKnowledgeBase />}
      />
      <Card>
        {data ? (
          <ul className="pages-plain-list pages-kb-questions">
            {data.questions.map((question) => (
              <li key={question.slug}>
                <FileTextOutlined aria-hidden />{' '}
                <Link to={kbQuestionPath(category, question.slug)}>{question.question}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 5 }} aria-label={t('kb.loading')} />
        )}
      </Card>
    </>
  );
}
