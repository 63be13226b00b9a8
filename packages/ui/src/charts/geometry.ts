/** A value axis: from its lowest to its highest round value, with the round values between. */
export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
}

/** Round steps, as multiples of a power of ten. */
const steps = [1, 2, 2.5, 5, 10];

/**
 * The axis for these values: from 0 (or below, for negative values) to a round maximum, in
 * about `count` round steps.
 */
export function valueScale(values: number[], count = 4): ValueScale {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  // No spread (no values, or all zero): an axis from 0 to 1.
  const rough = (high - low || count) / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = (steps.find((multiple) => multiple * magnitude >= rough) ?? 10) * magnitude;
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.1 + 0.2 reads 0.3.
  const precision = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let tick = min; tick <= max + step / 2; tick += step) {
    ticks.push(Number(tick.toFixed(precision)));
  }
  return { min, max, ticks };
}

/** How far down a value sits on an axis `length` pixels tall (0 at the top). */
export function offsetOf(scale: ValueScale, value: number, length: number): number {
  return length - ((value - scale.min) / (scale.max - scale.min)) * length;
}

/** The centre of band `index` of `count` across `width`; right to left, the first is on the right. */
export function bandCenter(index: number, count: number, width: number, rtl: boolean): number {
  const x = ((index + 0.5) * width) / count;
  return rtl ? width - x : x;
}

/**
 * Spoke `index` of `count` of a radar, at `radius` from the centre: the first points up, the
 * others follow clockwise (counter-clockwise right to left).
 */
export function spokePoint(
  index: number,
  count: number,
  radius: number,
  rtl: boolean,
): [number, number] {
  const angle = -Math.PI / 2 + ((rtl ? -1 : 1) * 2 * Math.PI * index) / count;
  return [radius * Math.cos(angle), radius * Math.sin(angle)];
}

/** Which labels of an axis to show so that they do not overlap: every `n`th. */
export function labelStride(labels: string[], width: number, charWidth = 7): number {
  const widest = Math.max(1, ...labels.map((label) => label.length)) * charWidth + 8;
  return Math.max(1, Math.ceil((widest * labels.length) / Math.max(1, width)));
}
