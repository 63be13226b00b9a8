import { theme, Typography } from 'antd';
import { useId, type ReactNode } from 'react';

/** A titled group of settings (the drawer renders in a portal, so styles come from tokens). */
export function CustomizerSection({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="customizer__section">
      <Typography.Title
        level={2}
        id={titleId}
        style={{
          fontSize: token.fontSizeSM,
          textTransform: 'uppercase',
          letterSpacing: '0.06em',
          marginTop: 0,
        }}
      >
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
