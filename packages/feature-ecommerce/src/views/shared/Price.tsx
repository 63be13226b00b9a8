import { useTranslation } from 'react-i18next';

/** A price in the shop's currency, in the reader's number format. */
export function usePrice() {
  const { i18n } = useTranslation();
  return (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(value);
}
