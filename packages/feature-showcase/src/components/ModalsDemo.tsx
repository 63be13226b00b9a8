import { Button, Card, Col, Flex, Modal, Row } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Paragraph, Text, useConfirm } from '@tessera/ui';

/** How long the pretend save of the last dialog takes, so its spinning button can be seen. */
export const asyncCloseMs = 1200;

type Dialog = 'basic' | 'footer' | 'async' | null;

/**
 * antd's Modal in our theme: a plain dialog, ui's confirmation, a footer of our own and a dialog
 * that closes once its work is done. Each returns the focus to the button that opened it.
 */
export default function ModalsDemo() {
  const { t } = useTranslation('showcase');
  const confirm = useConfirm();
  const [open, setOpen] = useState<Dialog>(null);
  // What each dialog ended with, as a key: the sentence follows the language.
  const [basic, setBasic] = useState<'none' | 'ok' | 'cancel'>('none');
  const [confirmed, setConfirmed] = useState<'none' | 'yes' | 'no'>('none');
  const [footer, setFooter] = useState<'none' | 'draft' | 'publish' | 'cancel'>('none');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => setOpen(null);
  const closeBasic = (answer: 'ok' | 'cancel') => {
    setBasic(answer);
    close();
  };
  const closeFooter = (choice: 'draft' | 'publish' | 'cancel') => {
    setFooter(choice);
    close();
  };
  const askToArchive = async () => {
    const yes = await confirm({
      title: t('modals.confirm.title'),
      content: t('modals.confirm.content'),
      okText: t('modals.confirm.ok'),
      danger: true,
    });
    setConfirmed(yes ? 'yes' : 'no');
  };
  const save = () => {
    setSaving(true);
    timer.current = setTimeout(() => {
      setSaving(false);
      setSaved((count) => count + 1);
      close();
    }, asyncCloseMs);
  };

  return (
    <>
      <PageHeader title={t('titles.components.modals')} description={t('modals.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('modals.basic.title')}>
            <Flex vertical gap="middle" align="start">
              <Paragraph type="secondary">{t('modals.basic.help')}</Paragraph>
              <Button type="primary" onClick={() => setOpen('basic')}>
                {t('modals.basic.open')}
              </Button>
              <Text role="status">{t(`modals.basic.${basic}`)}</Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('modals.confirm.card')}>
            <Flex vertical gap="middle" align="start">
              <Paragraph type="secondary">{t('modals.confirm.help')}</Paragraph>
              <Button danger onClick={() => void askToArchive()}>
                {t('modals.confirm.open')}
              </Button>
              <Text role="status">{t(`modals.confirm.${confirmed}`)}</Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('modals.footer.title')}>
            <Flex vertical gap="middle" align="start">
              <Paragraph type="secondary">{t('modals.footer.help')}</Paragraph>
              <Button onClick={() => setOpen('footer')}>{t('modals.footer.open')}</Button>
              <Text role="status">{t(`modals.footer.${footer}`)}</Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('modals.async.title')}>
            <Flex vertical gap="middle" align="start">
              <Paragraph type="secondary">{t('modals.async.help')}</Paragraph>
              <Button onClick={() => setOpen('async')}>{t('modals.async.open')}</Button>
              <Text role="status">{t('modals.async.saved', { count: saved })}</Text>
            </Flex>
          </Card>
        </Col>
      </Row>

      <Modal
        title={t('modals.basic.dialog')}
        open={open === 'basic'}
        onOk={() => closeBasic('ok')}
        onCancel={() => closeBasic('cancel')}
        okText={t('modals.ok')}
        cancelText={t('modals.cancel')}
      >
        <Paragraph>{t('modals.basic.body')}</Paragraph>
      </Modal>

      <Modal
        title={t('modals.footer.dialog')}
        open={open === 'footer'}
        onCancel={() => closeFooter('cancel')}
        footer={
          <Flex gap="small" justify="end" wrap>
            <Button onClick={() => closeFooter('cancel')}>{t('modals.cancel')}</Button>
            <Button onClick={() => closeFooter('draft')}>{t('modals.footer.saveDraft')}</Button>
            <Button type="primary" onClick={() => closeFooter('publish')}>
              {t('modals.footer.publishNow')}
            </Button>
          </Flex>
        }
      >
        <Paragraph>{t('modals.footer.body')}</Paragraph>
      </Modal>

      <Modal
        title={t('modals.async.dialog')}
        open={open === 'async'}
        onOk={save}
        confirmLoading={saving}
        // Closing while the save runs would hide a change still being made.
        onCancel={() => !saving && close()}
        cancelButtonProps={{ disabled: saving }}
        okText={t('modals.async.save')}
        cancelText={t('modals.cancel')}
      >
        <Paragraph>{t(saving ? 'modals.async.saving' : 'modals.async.body')}</Paragraph>
      </Modal>
    </>
  );
}
