import type { ReactNode } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Logo } from '@tessera/ui';
import { AuthPagesProvider, type AuthPageProps } from './authPages';
import { CoverIllustration } from './CoverIllustration';
import './auth.css';

interface AuthFrameProps extends AuthPageProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

function AuthHeader({ title, subtitle }: Pick<AuthFrameProps, 'title' | 'subtitle'>) {
  const { t } = useTranslation('auth');
  return (
    <header className="auth-frame__header">
      <div className="auth-frame__brand">
        <Logo size={28} />
        <span>{t('brand')}</span>
      </div>
      <h1 className="auth-frame__title">{title}</h1>
      {subtitle && <p className="auth-frame__subtitle">{subtitle}</p>}
    </header>
  );
}

/**
 * One frame for every auth page. "basic": a centred card; "cover": the form beside an
 * illustration, which gives way to the form alone below the lg breakpoint.
 */
export function AuthFrame({ variant, template, title, subtitle, children }: AuthFrameProps) {
  const { token } = theme.useToken();
  const content = (
    <>
      <AuthHeader title={title} subtitle={subtitle} />
      {children}
    </>
  );
  return (
    <AuthPagesProvider value={{ variant, template }}>
      {variant === 'basic' ? (
        <div className="auth-basic">
          {/* A plain panel, not antd's Card: Card pulls in Tabs, Menu and Dropdown (~25 KB gzip)
              that the first page would load for nothing. */}
          <section
            className="auth-basic__card"
            style={{
              background: token.colorBgContainer,
              borderRadius: token.borderRadiusLG,
              boxShadow: token.boxShadowTertiary,
              border: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            {content}
          </section>
        </div>
      ) : (
        <div className="auth-cover">
          <div className="auth-cover__art">
            <CoverIllustration />
          </div>
          <div className="auth-cover__panel">
            <div className="auth-cover__content">{content}</div>
          </div>
        </div>
      )}
    </AuthPagesProvider>
  );
}
