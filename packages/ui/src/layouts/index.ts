// The two page frames, loaded lazily by the shell so /login ships without the full layout.
// Their stylesheet comes with them, out of the first page's CSS.
import './layout.css';

export { DefaultLayout } from './DefaultLayout';
export { BlankLayout } from './BlankLayout';
