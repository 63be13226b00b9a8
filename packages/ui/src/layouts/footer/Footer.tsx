import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectLayout } from '../../layout/slice';
import { productName } from '../../shell/Logo';

export function Footer() {
  const { t } = useTranslation();
  const { footerType } = useSelector(selectLayout);
  if (footerType === 'hidden') return null;
  return (
    <footer className={`app-footer app-footer--${footerType}`}>
      <div className="app-frame app-footer__inner">
        <span>{t('footer.copyright', { year: new Date().getFullYear(), name: productName })}</span>
        <span>{t('footer.tagline')}</span>
      </div>
    </footer>
  );
}
