import { DeleteOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Flex, Listy, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAction, PageHeader, Text } from '@tessera/ui';
import './components.css';

interface Task {
  id: number;
  name: string;
  owner: string;
}

// Our own sample work: a verb, an object and a number, by index.
const verbs = ['Review', 'Draft', 'Plan', 'Update', 'Check', 'Publish'];
const things = ['the pricing page', 'the onboarding email', 'the quarterly report', 'the roadmap'];
const owners = ['Maya Lindqvist', 'Tomás Okafor', 'Ines Vauclair', 'Ravi Tanaka', 'Lena Moreau'];
const task = (id: number): Task => ({
  id,
  name: `${verbs[id % verbs.length]} ${things[id % things.length]} #${100 + id}`,
  owner: owners[id % owners.length],
});
const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');
const tones = ['#5b4fe0', '#0b7a75', '#b4235a', '#1f5fb8', '#8a4b08'];

const pageSize = 4;
/** Long enough to see the button's spinner, like a real page of answers. */
const loadMs = 600;
const totalTasks = 16;

/** antd's Listy in our theme: a plain list, rows with avatars and actions, more on demand, a grid. */
export default function ListsDemo() {
  const { t } = useTranslation('showcase');
  const [people, setPeople] = useState(() =>
    owners.map((name, id) => ({ id, name, starred: id === 0 })),
  );
  const [tasks, setTasks] = useState(() => Array.from({ length: pageSize }, (_, id) => task(id)));
  const [loading, setLoading] = useState(false);

  const loadMore = () => {
    setLoading(true);
    setTimeout(() => {
      setTasks((current) => [
        ...current,
        ...Array.from({ length: pageSize }, (_, index) => task(current.length + index)),
      ]);
      setLoading(false);
    }, loadMs);
  };

  return (
    <>
      <PageHeader title={t('titles.components.lists')} description={t('lists.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('lists.basic.title')}>
            <Listy
              className="demo-list"
              rowKey="key"
              items={(['inbox', 'drafts', 'sent', 'archive'] as const).map((key) => ({ key }))}
              itemRender={({ key }) => <Text>{t(`lists.basic.${key}`)}</Text>}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('lists.people.title')}>
            <Listy
              className="demo-list"
              rowKey="id"
              items={people}
              itemRender={(person, index) => (
                <Flex align="center" gap="middle">
                  <Avatar style={{ background: tones[index % tones.length] }} aria-hidden>
                    {initials(person.name)}
                  </Avatar>
                  <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                    <Text strong>{person.name}</Text>
                    <Text type="secondary">
                      {person.starred ? t('lists.people.starred') : t('lists.people.member')}
                    </Text>
                  </Flex>
                  <IconAction
                    label={
                      person.starred
                        ? t('lists.people.unstar', { name: person.name })
                        : t('lists.people.star', { name: person.name })
                    }
                    tip={person.starred ? t('lists.people.unstarTip') : t('lists.people.starTip')}
                    icon={person.starred ? <StarFilled /> : <StarOutlined />}
                    onClick={() =>
                      setPeople((current) =>
                        current.map((item) =>
                          item.id === person.id ? { ...item, starred: !item.starred } : item,
                        ),
                      )
                    }
                  />
                  <IconAction
                    label={t('lists.people.remove', { name: person.name })}
                    tip={t('lists.people.removeTip')}
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() =>
                      setPeople((current) => current.filter((item) => item.id !== person.id))
                    }
                  />
                </Flex>
              )}
            />
            {people.length === 0 && <Text type="secondary">{t('lists.people.empty')}</Text>}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('lists.more.title')}>
            <Flex vertical gap="middle">
              <Listy
                className="demo-list"
                rowKey="id"
                items={tasks}
                itemRender={(item) => (
                  <Flex justify="space-between" gap="small" wrap>
                    <Text>{item.name}</Text>
                    <Text type="secondary">{item.owner}</Text>
                  </Flex>
                )}
              />
              <Flex justify="space-between" align="center" gap="small" wrap>
                <Text type="secondary" role="status">
                  {t('lists.more.shown', { count: tasks.length, total: totalTasks })}
                </Text>
                <Button loading={loading} disabled={tasks.length >= totalTasks} onClick={loadMore}>
                  {t('lists.more.load')}
                </Button>
              </Flex>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('lists.grid.title')}>
            <Row gutter={[12, 12]}>
              {owners.slice(0, 4).map((name, index) => (
                <Col key={name} xs={24} sm={12}>
                  <Card size="small" title={name}>
                    <Text type="secondary">{t('lists.grid.tasks', { count: 3 + index * 2 })}</Text>
                  </Card>
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      </Row>
    </>
  );
}
