import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Carousel, Col, Flex, Row, Switch, type CarouselRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text } from '@tessera/ui';
import './components.css';

// Each slide is a gradient of its own: nothing is fetched.
const slides = [
  { key: 'dawn', background: 'linear-gradient(135deg, #3b2f9e 0%, #b4235a 100%)' },
  { key: 'lagoon', background: 'linear-gradient(135deg, #0b5a57 0%, #1f5fb8 100%)' },
  { key: 'ember', background: 'linear-gradient(135deg, #8a2c08 0%, #6b1d5e 100%)' },
  { key: 'forest', background: 'linear-gradient(135deg, #1d4d1f 0%, #0b5a57 100%)' },
] as const;

/**
 * antd's Carousel in our theme: it stays put until asked (autoplay off by default), with
 * previous and next buttons and dots that the keyboard reaches.
 */
export default function CarouselDemo() {
  const { t } = useTranslation('showcase');
  const carousel = useRef<CarouselRef>(null);
  const [current, setCurrent] = useState(0);
  const [autoplay, setAutoplay] = useState(false);

  return (
    <>
      <PageHeader title={t('titles.components.carousel')} description={t('carousel.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={16}>
          <Card title={t('carousel.slides.title')}>
            <Flex vertical gap="middle">
              <section aria-roledescription="carousel" aria-label={t('carousel.slides.label')}>
                <Carousel
                  ref={carousel}
                  autoplay={autoplay}
                  autoplaySpeed={3000}
                  speed={300}
                  afterChange={setCurrent}
                  className="demo-carousel"
                >
                  {slides.map((slide, index) => (
                    <div key={slide.key}>
                      <div
                        className="demo-slide"
                        style={{ background: slide.background }}
                        role="group"
                        aria-roledescription="slide"
                        aria-label={t('carousel.slides.position', {
                          index: index + 1,
                          count: slides.length,
                        })}
                      >
                        <span className="demo-slide__caption">
                          {t(`carousel.names.${slide.key}`)}
                        </span>
                      </div>
                    </div>
                  ))}
                </Carousel>
              </section>
              <Flex wrap gap="small" align="center" justify="space-between">
                <Flex gap="small">
                  <Button
                    icon={<LeftOutlined aria-hidden />}
                    aria-label={t('carousel.slides.previous')}
                    onClick={() => carousel.current?.prev()}
                  />
                  <Button
                    icon={<RightOutlined aria-hidden />}
                    aria-label={t('carousel.slides.next')}
                    onClick={() => carousel.current?.next()}
                  />
                </Flex>
                <Text role="status">
                  {t('carousel.slides.showing', {
                    index: current + 1,
                    count: slides.length,
                    name: t(`carousel.names.${slides[current].key}`),
                  })}
                </Text>
                <Flex gap="small" align="center">
                  <Switch
                    checked={autoplay}
                    onChange={setAutoplay}
                    aria-label={t('carousel.slides.autoplay')}
                  />
                  <Text>{t('carousel.slides.autoplay')}</Text>
                </Flex>
              </Flex>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('carousel.fade.title')}>
            <Carousel effect="fade" className="demo-carousel">
              {slides.map((slide) => (
                <div key={slide.key}>
                  <div
                    className="demo-slide demo-slide--small"
                    style={{ background: slide.background }}
                  >
                    <span className="demo-slide__caption">{t(`carousel.names.${slide.key}`)}</span>
                  </div>
                </div>
              ))}
            </Carousel>
          </Card>
        </Col>
      </Row>
    </>
  );
}
