import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { LtrText, Paragraph, Text, Title } from '@tessera/ui';

/** "Still have a question?": how to reach support, closing the FAQ and the pricing pages. */
export function ContactCard() {
  const { t } = useTranslation('pages');
  return (
    <section className="pages-contact" aria-labelledby="pages-contact-title">
      <Title level={2} size={4} id="pages-contact-title">
        {t('contact.title')}
      </Title>
      <Paragraph type="secondary">{t('contact.subtitle')}</Paragraph>
      <div className="pages-contact__ways">
        <Card size="small">
          <PhoneOutlined aria-hidden className="pages-contact__icon" />
          <Paragraph className="pages-contact__value">
            <a href="tel:+15550100200">
              <LtrText>+1 555 010 0200</LtrText>
            </a>
          </Paragraph>
          <Text type="secondary">{t('contact.phoneHint')}</Text>
        </Card>
        <Card size="small">
          <MailOutlined aria-hidden className="pages-contact__icon" />
          <Paragraph className="pages-contact__value">
            <a href="mailto:help@tessera.example">help@tessera.example</a>
          </Paragraph>
          <Text type="secondary">{t('contact.mailHint')}</Text>
        </Card>
      </div>
    </section>
  );
}
