// The blank frame alone, so auth and misc pages load none of the full layout.
import './blank-layout.css';

export { BlankLayout } from './BlankLayout';
