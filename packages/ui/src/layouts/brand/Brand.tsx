import { Link } from 'react-router';
import { useAccess } from '../../access/access';
import { Logo, productName } from '../../shell/Logo';

/** Logo and product name, linking to the user's home. `compact` keeps the name for screen readers only. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { homePath } = useAccess();
  return (
    // Named by its label too: on a phone the navbar shows the logo alone.
    <Link to={homePath} className="app-brand" aria-label={productName}>
      <Logo size={32} />
      <span className={compact ? 'sr-only' : 'app-brand__name'}>{productName}</span>
    </Link>
  );
}
