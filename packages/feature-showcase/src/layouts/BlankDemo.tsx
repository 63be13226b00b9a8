import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LinkButton, PageHeader, Paragraph } from '@tessera/ui';

/**
 * A page in the blank layout (its route says so: `blank` in the section): no menu, no navbar,
 * the page alone in the middle, with its own way back.
 */
export default function BlankDemo() {
  const { t } = useTranslation('showcase');
  const navigate = useNavigate();
  // Opened cold (a link from elsewhere, a reload), there is no page of ours to go back to.
  const cameFromApp = useLocation().key !== 'default';
  return (
    <Card style={{ width: '100%', maxWidth: 560 }}>
      <PageHeader title={t('titles.layouts.blank')} description={t('layouts.blank.description')} />
      <Paragraph>{t('layouts.blank.what')}</Paragraph>
      <Flex gap="small" wrap>
        <Button
          type="primary"
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={() => (cameFromApp ? navigate(-1) : navigate('/'))}
        >
          {t('layouts.blank.back')}
        </Button>
        <LinkButton to="/">{t('layouts.home')}</LinkButton>
      </Flex>
    </Card>
  );
}
