import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAction, PageHeader, Text, useConfirmedAction, useFeedback } from '@tessera/ui';
import { useTimers } from './useTimers';
import './extensions.css';

const drafts = ['quarterly', 'onboarding', 'pricing', 'roadmap'] as const;
type Draft = (typeof drafts)[number];

const trashFiles = 12;

/** How long the pretend server takes to empty the trash. */
export const emptyingMs = 1500;

/**
 * Asking before destroying: the apps' way (ui's useConfirmedAction: ask, act, then a toast), and
 * a confirmation that waits for the work, its button spinning, before it closes. Nothing here
 * reaches a server: the drafts and the trash are this page's own.
 */
export default function ConfirmDialogsDemo() {
  const { t } = useTranslation('showcase');
  const act = useConfirmedAction();
  const { modal } = useFeedback();
  const { wait } = useTimers();
  const [kept, setKept] = useState<Draft[]>([...drafts]);
  const [draftReport, setDraftReport] = useState(() => t('confirmDialogs.drafts.none'));
  const [inTrash, setInTrash] = useState(trashFiles);
  const [trashReport, setTrashReport] = useState(() => t('confirmDialogs.trash.none'));

  const remove = async (draft: Draft) => {
    const name = t(`confirmDialogs.drafts.names.${draft}`);
    const done = await act(
      async () => setKept((current) => current.filter((item) => item !== draft)),
      {
        confirm: {
          title: t('confirmDialogs.drafts.ask', { name }),
          content: t('confirmDialogs.drafts.warning'),
          okText: t('confirmDialogs.drafts.delete'),
          danger: true,
        },
        done: t('confirmDialogs.drafts.deleted', { name }),
      },
    );
    setDraftReport(
      done
        ? t('confirmDialogs.drafts.deleted', { name })
        : t('confirmDialogs.drafts.kept', { name }),
    );
  };

  const emptyTrash = () => {
    const count = inTrash;
    void modal.confirm({
      title: t('confirmDialogs.trash.ask', { count }),
      content: t('confirmDialogs.trash.warning'),
      okText: t('confirmDialogs.trash.empty'),
      cancelText: t('confirmDialogs.trash.cancel'),
      okButtonProps: { danger: true },
      // Enter on a freshly opened dialog must not destroy anything.
      focusable: { autoFocusButton: 'cancel' },
      // A promise keeps the dialog open, its button spinning, until the work is done.
      onOk: async () => {
        setTrashReport(t('confirmDialogs.trash.working', { count }));
        await wait(emptyingMs);
        setInTrash(0);
        setTrashReport(t('confirmDialogs.trash.done', { count }));
      },
      onCancel: () => setTrashReport(t('confirmDialogs.trash.cancelled', { count })),
    });
  };

  return (
    <>
      <PageHeader
        title={t('titles.extensions.confirm-dialogs')}
        description={t('confirmDialogs.description')}
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('confirmDialogs.drafts.title')}>
            <Flex vertical gap="middle">
              {kept.length ? (
                <ul className="showcase-list" aria-label={t('confirmDialogs.drafts.title')}>
                  {kept.map((draft) => {
                    const name = t(`confirmDialogs.drafts.names.${draft}`);
                    return (
                      <li key={draft} className="showcase-list__item">
                        <Text>{name}</Text>
                        <DeleteAction
                          label={t('confirmDialogs.drafts.deleteOne', { name })}
                          onClick={() => void remove(draft)}
                        />
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('confirmDialogs.drafts.empty')}
                />
              )}
              <Flex justify="space-between" align="center" gap="small" wrap>
                <Text type="secondary" role="status">
                  {draftReport}
                </Text>
                <Button
                  disabled={kept.length === drafts.length}
                  onClick={() => setKept([...drafts])}
                >
                  {t('confirmDialogs.drafts.restore')}
                </Button>
              </Flex>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('confirmDialogs.trash.title')}>
            <Flex vertical gap="middle" align="flex-start">
              <Text>{t('confirmDialogs.trash.count', { count: inTrash })}</Text>
              <Flex gap="small" wrap>
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  disabled={inTrash === 0}
                  onClick={emptyTrash}
                >
                  {t('confirmDialogs.trash.empty')}
                </Button>
                <Button disabled={inTrash === trashFiles} onClick={() => setInTrash(trashFiles)}>
                  {t('confirmDialogs.trash.refill')}
                </Button>
              </Flex>
              <Text type="secondary" role="status">
                {trashReport}
              </Text>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
