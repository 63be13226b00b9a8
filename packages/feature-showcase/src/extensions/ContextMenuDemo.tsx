import {
  CopyOutlined,
  DeleteOutlined,
  FileOutlined,
  StarFilled,
  StarOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Dropdown, Empty, Flex, Row, type MenuProps } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text, useConfirm } from '@tessera/ui';
import './extensions.css';

interface DemoFile {
  id: number;
  /** The key of its name; a copy keeps its original's name and says it is a copy. */
  name: string;
  copy: number;
  starred: boolean;
}

const initialFiles: DemoFile[] = ['budget', 'minutes', 'logo', 'contract', 'roadmap'].map(
  (name, index) => ({ id: index + 1, name, copy: 0, starred: name === 'contract' }),
);

type Action = 'star' | 'duplicate' | 'top' | 'delete';

/** Whether a key press asks for the context menu: the menu key, or Shift+F10. */
const asksForMenu = (event: KeyboardEvent) =>
  event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);

/**
 * A context menu: right-click a file (or press the menu key, or Shift+F10, on it) to open antd's
 * Dropdown at that spot; the action chosen is applied to the file and said.
 */
export default function ContextMenuDemo() {
  const { t } = useTranslation('showcase');
  const confirm = useConfirm();
  const [files, setFiles] = useState(initialFiles);
  const [report, setReport] = useState<string>();
  const nextId = useRef(initialFiles.length + 1);
  const rows = useRef(new Map<number, HTMLButtonElement>());

  const label = (file: DemoFile) =>
    file.copy
      ? t('contextMenu.copyOf', { name: t(`contextMenu.files.${file.name}`), count: file.copy })
      : t(`contextMenu.files.${file.name}`);

  const focusRow = (id: number) => requestAnimationFrame(() => rows.current.get(id)?.focus());

  const apply = async (file: DemoFile, action: Action) => {
    const name = label(file);
    if (action === 'star') {
      setFiles((list) =>
        list.map((item) => (item.id === file.id ? { ...item, starred: !item.starred } : item)),
      );
      setReport(
        t(file.starred ? 'contextMenu.done.unstarred' : 'contextMenu.done.starred', { name }),
      );
      focusRow(file.id);
    } else if (action === 'duplicate') {
      const copy = { ...file, id: nextId.current++, copy: file.copy + 1, starred: false };
      setFiles((list) => {
        const at = list.findIndex((item) => item.id === file.id);
        return [...list.slice(0, at + 1), copy, ...list.slice(at + 1)];
      });
      setReport(t('contextMenu.done.duplicated', { name }));
      focusRow(copy.id);
    } else if (action === 'top') {
      setFiles((list) => [file, ...list.filter((item) => item.id !== file.id)]);
      setReport(t('contextMenu.done.top', { name }));
      focusRow(file.id);
    } else {
      const sure = await confirm({
        title: t('contextMenu.ask', { name }),
        okText: t('contextMenu.actions.delete'),
        danger: true,
      });
      if (!sure) {
        setReport(t('contextMenu.done.kept', { name }));
        focusRow(file.id);
        return;
      }
      setFiles((list) => list.filter((item) => item.id !== file.id));
      setReport(t('contextMenu.done.deleted', { name }));
    }
  };

  const menuOf = (file: DemoFile): MenuProps => ({
    items: [
      {
        key: 'star',
        icon: file.starred ? <StarOutlined aria-hidden /> : <StarFilled aria-hidden />,
        label: t(file.starred ? 'contextMenu.actions.unstar' : 'contextMenu.actions.star'),
      },
      {
        key: 'duplicate',
        icon: <CopyOutlined aria-hidden />,
        label: t('contextMenu.actions.duplicate'),
      },
      {
        key: 'top',
        icon: <VerticalAlignTopOutlined aria-hidden />,
        label: t('contextMenu.actions.top'),
        disabled: files[0]?.id === file.id,
      },
      { type: 'divider' },
      {
        key: 'delete',
        icon: <DeleteOutlined aria-hidden />,
        label: t('contextMenu.actions.delete'),
        danger: true,
      },
    ],
    onClick: ({ key }) => void apply(file, key as Action),
  });

  // The keyboard's way in: a context-menu event at the file, as a right-click there would send
  // (the browser's own, from the menu key, would open the menu at the mouse pointer).
  const openFromKeyboard = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!asksForMenu(event)) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    event.currentTarget.dispatchEvent(
      new MouseEvent('contextmenu', {
        bubbles: true,
        cancelable: true,
        clientX: box.left + 24,
        clientY: box.bottom,
      }),
    );
  };

  return (
    <>
      <PageHeader
        title={t('titles.extensions.context-menu')}
        description={t('contextMenu.description')}
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card title={t('contextMenu.title')}>
            {files.length ? (
              <ul className="showcase-list" aria-label={t('contextMenu.title')}>
                {files.map((file) => (
                  <li key={file.id} className="showcase-list__item">
                    <Dropdown menu={menuOf(file)} trigger={['contextMenu']} autoFocus>
                      <button
                        type="button"
                        className="showcase-file"
                        ref={(element) => {
                          if (element) rows.current.set(file.id, element);
                          else rows.current.delete(file.id);
                        }}
                        aria-haspopup="menu"
                        aria-describedby="context-menu-hint"
                        onKeyDown={openFromKeyboard}
                      >
                        <FileOutlined aria-hidden />
                        <Text>{label(file)}</Text>
                        {file.starred && (
                          <StarFilled
                            className="showcase-file__star"
                            aria-label={t('contextMenu.starred')}
                          />
                        )}
                      </button>
                    </Dropdown>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contextMenu.empty')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('contextMenu.how.title')}>
            <Flex vertical gap="middle" align="flex-start">
              <Text id="context-menu-hint">{t('contextMenu.how.text')}</Text>
              <Text type="secondary" role="status">
                {report ?? t('contextMenu.none')}
              </Text>
              <Button
                disabled={files === initialFiles}
                onClick={() => {
                  setFiles(initialFiles);
                  setReport(undefined);
                }}
              >
                {t('contextMenu.reset')}
              </Button>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
