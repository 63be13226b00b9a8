import { theme } from 'antd';
import type { ReactNode } from 'react';

interface AuthNoticeProps {
  id?: string;
  kind: 'info' | 'error';
  children: ReactNode;
}

/**
 * A one-line notice above the sign-in form, in antd's info or error colours: like the demo
 * accounts box, a plain element rather than <Alert>, which the first page would load for it alone.
 * An error is announced at once (role alert), an info politely (role status).
 */
export function AuthNotice({ id, kind, children }: AuthNoticeProps) {
  const { token } = theme.useToken();
  const colors =
    kind === 'error'
      ? { background: token.colorErrorBg, border: token.colorErrorBorder }
      : { background: token.colorInfoBg, border: token.colorInfoBorder };
  return (
    <div
      id={id}
      className="auth-form__notice"
      role={kind === 'error' ? 'alert' : 'status'}
      style={{
        background: colors.background,
        border: `1px solid ${colors.border}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
      }}
    >
      {children}
    </div>
  );
}
