import type { EmailFolder, EmailView } from '@tessera/api-client';
import { emailLabels } from '@tessera/api-client/email';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelColours } from '../model/mailbox';

/** Where mail can be moved: the folders one receives mail in. */
export const moveTargets: EmailFolder[] = ['inbox', 'spam', 'trash'];

type MenuItems = NonNullable<MenuProps['items']>;

/** The "Move to" and "Label" menus' entries, shared by the list's bulk bar and the opened mail. */
export function useMailMenus() {
  const { t } = useTranslation('email');
  const moveItems = (from?: EmailView): MenuItems =>
    moveTargets
      .filter((target) => target !== from)
      .map((target) => ({ key: target, label: t(`folders.${target}`) }));
  const labelItems: MenuItems = emailLabels.map((name) => ({
    key: name,
    label: (
      <span className="email-label-option">
        <span
          className="side-panel-nav__dot"
          style={{ background: labelColours[name] }}
          aria-hidden
        />
        {t(`labels.${name}`)}
      </span>
    ),
  }));
  return { moveItems, labelItems };
}
