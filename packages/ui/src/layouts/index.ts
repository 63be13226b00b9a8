// The two page frames, loaded lazily by the shell so /login ships without the full layout.
export { DefaultLayout } from './DefaultLayout';
export { BlankLayout } from './BlankLayout';
