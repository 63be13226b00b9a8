import { FileTextOutlined } from '@ant-design/icons';
import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  BackLink,
  dateFormat,
  PageHeader,
  Paragraph,
  RecordUnavailable,
  Text,
  Title,
} from '@tessera/ui';
import { useGetKbQuestionQuery } from '../../api';
import { kbCategoryPath, kbQuestionPath } from '../../paths';
import { isNotFound } from '../shared/LoadFailed';
import { toServerError } from '@tessera/ui/server-state';
import '../shared/pages.css';
import { BackToKnowledgeBase } from './KbCategoryPage';

/** `/pages/knowledge-base/:category/:question`: one article, and the category's other questions. */
export default function KbArticlePage() {
  const { t, i18n } = useTranslation('pages');
  const { category = '', question = '' } = useParams();
  const { data, error, refetch } = useGetKbQuestionQuery({ category, question });

  if (error) {
    return (
      <RecordUnavailable
        page={{
          notFound: isNotFound(error),
          error: toServerError(error),
          retry: () => void refetch(),
        }}
        notFound={{
          title: t('kb.articleNotFound.title'),
          description: t('kb.articleNotFound.description'),
        }}
        failed={t('kb.articleFailed')}
        back={<BackToKnowledgeBase />}
      />
    );
  }

  const updated = data
    ? dateFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(data.article.updatedAt),
      )
    : '';

  return (
    <>
      <PageHeader
        title={data?.article.question ?? t('titles.kbArticle')}
        description={data && t('kb.updated', { date: updated })}
        extra={
          data && (
            <BackLink to={kbCategoryPath(category)}>
              {t('kb.backTo', { category: data.category.title })}
            </BackLink>
          )
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card>
            {data ? (
              data.article.paragraphs.map((paragraph, index) => (
                <Paragraph key={index}>{paragraph}</Paragraph>
              ))
            ) : (
              <Skeleton active title={false} paragraph={{ rows: 6 }} aria-label={t('kb.loading')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card>
            <Title level={2} size={5} style={{ marginTop: 0 }}>
              {t('kb.related')}
            </Title>
            {data ? (
              data.related.length ? (
                <ul className="pages-plain-list pages-kb-questions">
                  {data.related.map((related) => (
                    <li key={related.slug}>
                      <FileTextOutlined aria-hidden />{' '}
                      <Link to={kbQuestionPath(category, related.slug)}>{related.question}</Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <Text type="secondary">{t('kb.noRelated')}</Text>
              )
            ) : (
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
