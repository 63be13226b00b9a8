import { act, fireEvent, render, screen } from '@testing-library/react';
import { EllipsisText } from './EllipsisText';
import { Paragraph, Text, Title } from './typography';

/** jsdom lays nothing out: the text is as wide as the test says, in a box 100px wide. */
function layOut(textWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(textWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
}

describe('Text, Paragraph and Title', () => {
  it('are plain text elements in the theme’s tones and heading sizes', () => {
    render(
      <>
        <Title level={3}>Revenue</Title>
        <Paragraph type="secondary">Sales so far this month</Paragraph>
        <Text type="danger" strong>
          -12%
        </Text>
      </>,
    );
    const title = screen.getByRole('heading', { level: 3, name: 'Revenue' });
    expect(title).toHaveClass('tessera-title', 'tessera-title--3');
    expect(screen.getByText('Sales so far this month').tagName).toBe('P');
    expect(screen.getByText('Sales so far this month')).toHaveClass('tessera-text--secondary');
    expect(screen.getByText('-12%')).toHaveClass('tessera-text--danger', 'tessera-text--strong');
  });

  it('read in the direction of their own first letter, in any layout', () => {
    render(
      <div dir="rtl">
        <Title level={2}>Invoice #5050</Title>
        <Paragraph>Search, filter and sort every invoice.</Paragraph>
        <Text>218 Station Street</Text>
        <Text dir="ltr">+1 555 0100</Text>
      </div>,
    );
    expect(screen.getByRole('heading', { name: 'Invoice #5050' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(/^Search, filter/)).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('218 Station Street')).toHaveAttribute('dir', 'auto');
    // A caller that knows the direction still says it.
    expect(screen.getByText('+1 555 0100')).toHaveAttribute('dir', 'ltr');
  });

  it('draws a heading in another level’s size when asked (a page’s h1, sized like an h3)', () => {
    render(
      <Title level={1} size={3}>
        Invoice not found
      </Title>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Invoice not found' });
    expect(title).toHaveClass('tessera-title--3');
    expect(title).not.toHaveClass('tessera-title--1');
  });
});

/** Points at the text and lets the tooltip's opening delay pass (on a fake clock). */
function hover(text: HTMLElement) {
  fireEvent.mouseEnter(text);
  act(() => {
    jest.advanceTimersByTime(1000);
  });
}

describe('EllipsisText', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the whole text in a tooltip when it is cut', () => {
    layOut(400);
    const name = 'Bartholomew '.repeat(10).trim();
    render(<EllipsisText>{name}</EllipsisText>);
    hover(screen.getByText(name));
    expect(screen.getByRole('tooltip')).toHaveTextContent(name);
  });

  it('has no tooltip when the text fits', () => {
    layOut(80);
    render(<EllipsisText>Ada</EllipsisText>);
    hover(screen.getByText('Ada'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
