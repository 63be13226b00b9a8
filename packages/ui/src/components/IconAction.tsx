import { Button, type ButtonProps } from 'antd';
import { createContext, useContext, type ReactElement } from 'react';
import { LazyTooltip } from './LazyTooltip';
import { LinkButton } from './LinkButton';

/** Inside a folded menu of actions (a row's, on a phone): each action shows its label. */
export const ActionsFoldedContext = createContext(false);

type IconActionProps = Omit<ButtonProps, 'type' | 'icon' | 'aria-label' | 'href' | 'children'> & {
  /** What the action does, for everyone: the button's accessible name. */
  label: string;
  /** What the tooltip shows when it differs from the label ("Delete" beside "Delete Ann"). */
  tip?: string;
  icon: ReactElement;
  /** Makes the action a router link instead of a button. */
  to?: string;
};

/**
 * An icon-only action, as in a table row or a toolbar: a borderless button named by `label`
 * and explained by a tooltip (mounted when first hovered or focused: a page of rows draws
 * buttons alone), or a link when it goes somewhere.
 */
export function IconAction({ label, tip, icon, to, onClick, ...buttonProps }: IconActionProps) {
  const folded = useContext(ActionsFoldedContext);
  const shared = { ...buttonProps, type: 'text' as const, icon, 'aria-label': label };
  if (folded) {
    // A menu entry: the icon and the whole label in words ("Delete Ann"), no tooltip.
    const entry = { ...shared, block: true, className: 'icon-action--folded', children: label };
    return to === undefined ? (
      <Button {...entry} onClick={onClick} />
    ) : (
      <LinkButton {...entry} to={to} />
    );
  }
  return (
    <LazyTooltip title={tip ?? label}>
      {to === undefined ? (
        <Button {...shared} onClick={onClick} />
      ) : (
        <LinkButton {...shared} to={to} />
      )}
    </LazyTooltip>
  );
}
