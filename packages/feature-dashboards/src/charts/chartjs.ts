// The one charting library (Chart.js 4), with only what the cards draw registered, so the
// bundler leaves the rest out (about 63 KB gzip). Imported dynamically by Chart.tsx: it loads
// with the first chart a page shows, never with the first page.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  Filler,
  DoughnutController,
  ArcElement,
  RadarController,
  RadialLinearScale,
  CategoryScale,
  LinearScale,
  Tooltip,
);

export { Chart };
