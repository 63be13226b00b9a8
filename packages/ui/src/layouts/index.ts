// The full page frame (menu, navbar, customizer), loaded lazily by the shell so /login ships
// without it. Its stylesheet comes with it, out of the first page's CSS. The blank frame of auth
// and misc pages is its own tiny entry, `@tessera/ui/layouts/blank`.
import './layout.css';

export { DefaultLayout } from './DefaultLayout';
