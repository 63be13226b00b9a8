import { CompassOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Progress, Row, Tour, type TourProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text } from '@tessera/ui';
import './extensions.css';

const team = ['Amira Haddad', 'Bruno Keller', 'Chloé Martin', 'Dev Patel'];
const shortcuts = [
  { keys: 'Ctrl K', action: 'search' },
  { keys: 'G then I', action: 'invoices' },
  { keys: '?', action: 'help' },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

type Outcome = { kind: 'none' } | { kind: 'finished' } | { kind: 'closed'; step: number };

/**
 * A product tour with antd's Tour over the page's own cards: Next and Previous (or the arrow
 * keys) step through it, Finish or the close button end it, Escape closes it. The focus goes to
 * the step's buttons and back to the start button at the end.
 */
export default function TourDemo() {
  const { t } = useTranslation('showcase');
  // The tour's targets, kept as they are drawn (a step points at an element, not at a ref).
  const [start, setStart] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<HTMLDivElement | null>(null);
  const [people, setPeople] = useState<HTMLDivElement | null>(null);
  const [keys, setKeys] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const stepKeys = ['progress', 'team', 'shortcuts', 'again'] as const;
  const targets = [progress, people, keys, start];
  const total = stepKeys.length;
  const steps: TourProps['steps'] = stepKeys.map((key, index) => ({
    title: t(`tour.steps.${key}.title`),
    description: t(`tour.steps.${key}.text`),
    target: targets[index],
    closable: { 'aria-label': t('tour.close') },
    prevButtonProps: { children: t('tour.previous') },
    nextButtonProps: { children: index === total - 1 ? t('tour.finish') : t('tour.next') },
  }));

  // antd's Tour leaves the focus where it was: bring it to the step's main button, so that a
  // keyboard user can go on, and back to the start button when the tour ends.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      const frame = requestAnimationFrame(() =>
        document.querySelector<HTMLButtonElement>('.showcase-tour .ant-tour-next-btn')?.focus(),
      );
      wasOpen.current = true;
      return () => cancelAnimationFrame(frame);
    }
    if (wasOpen.current) start?.focus();
    wasOpen.current = false;
    return undefined;
  }, [open, current, start]);

  const report =
    outcome.kind === 'finished'
      ? t('tour.finished')
      : outcome.kind === 'closed'
        ? t('tour.closed', { step: outcome.step, total })
        : t('tour.none');

  return (
    <>
      <PageHeader title={t('titles.extensions.tour')} description={t('tour.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('tour.welcome.title')}>
            <Flex vertical gap="middle" align="flex-start">
              <Text>{t('tour.welcome.text')}</Text>
              <Button
                ref={setStart}
                type="primary"
                icon={<CompassOutlined aria-hidden />}
                onClick={() => {
                  setCurrent(0);
                  setOpen(true);
                }}
              >
                {t('tour.start')}
              </Button>
              <Text type="secondary" role="status">
                {open
                  ? t('tour.step', {
                      step: current + 1,
                      total,
                      title: t(`tour.steps.${stepKeys[current]}.title`),
                    })
                  : report}
              </Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('tour.progress.title')} ref={setProgress}>
            <Flex vertical gap="small">
              <Text>{t('tour.progress.text')}</Text>
              <Progress percent={68} aria-label={t('tour.progress.label')} />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('tour.team.title')} ref={setPeople}>
            <ul className="showcase-team">
              {team.map((name) => (
                <li key={name}>
                  <span className="showcase-team__initials" aria-hidden>
                    {initials(name)}
                  </span>
                  <Text>{name}</Text>
                </li>
              ))}
            </ul>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('tour.shortcuts.title')} ref={setKeys}>
            <dl className="showcase-shortcuts">
              {shortcuts.map(({ keys: combo, action }) => (
                <div key={action}>
                  <dt>
                    <kbd dir="ltr">{combo}</kbd>
                  </dt>
                  <dd>{t(`tour.shortcuts.${action}`)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </Col>
      </Row>
      <Tour
        open={open}
        current={current}
        onChange={setCurrent}
        steps={steps}
        rootClassName="showcase-tour"
        onClose={(step) => {
          setOpen(false);
          setOutcome({ kind: 'closed', step: step + 1 });
        }}
        onFinish={() => {
          setOpen(false);
          setOutcome({ kind: 'finished' });
        }}
        indicatorsRender={(step, count) => (
          <Text type="secondary">{t('tour.count', { step: step + 1, total: count })}</Text>
        )}
      />
    </>
  );
}
