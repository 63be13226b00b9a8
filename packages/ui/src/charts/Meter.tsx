import { classNames } from '../components/typography';
import './meter.css';

export interface MeterProps {
  /** How much of the whole, 0 to 100 (clamped). */
  percent: number;
  /** A bar across its box, or a ring of `size` pixels. */
  shape?: 'bar' | 'ring';
  /** A thinner bar. */
  small?: boolean;
  /** The ring's width and height, in pixels. */
  size?: number;
}

/** The ring's radius in a 100-unit box, its stroke inside the box. */
const ringStroke = 6;
const ringRadius = 50 - ringStroke / 2;
const ringLength = 2 * Math.PI * ringRadius;

/**
 * A share drawn beside the number it shows, in the theme's colours: decoration for sighted
 * users, hidden from screen readers (the number is the text). A plain element and an SVG ring,
 * not antd's Progress, whose code and styles a dashboard would load for four bars.
 */
export function Meter({ percent, shape = 'bar', small = false, size = 28 }: MeterProps) {
  const share = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const full = share >= 100 && 'meter--full';
  if (shape === 'ring') {
    return (
      <svg
        className={classNames('meter', 'meter--ring', full)}
        width={size}
        height={size}
        viewBox="0 0 100 100"
        aria-hidden
      >
        <circle className="meter__rail" cx="50" cy="50" r={ringRadius} strokeWidth={ringStroke} />
        <circle
          className="meter__fill"
          cx="50"
          cy="50"
          r={ringRadius}
          strokeWidth={ringStroke}
          strokeDasharray={ringLength}
          strokeDashoffset={ringLength * (1 - share / 100)}
        />
      </svg>
    );
  }
  return (
    <div className={classNames('meter', 'meter--bar', small && 'meter--small', full)} aria-hidden>
      <div className="meter__rail">
        <div className="meter__fill" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
