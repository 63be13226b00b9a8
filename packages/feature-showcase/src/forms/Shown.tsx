import type { ReactNode } from 'react';
import { Text } from '@tessera/ui';
import './forms.css';

/** What a demo's controls hold now, announced as it changes: "Chosen: Lyon / Harbour". */
export function Shown({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="forms-demo__shown" role="status">
      <Text type="secondary">{label}</Text> <Text>{children}</Text>
    </p>
  );
}
