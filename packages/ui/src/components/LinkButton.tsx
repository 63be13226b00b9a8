import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/** A button-looking router link: one real <a> (no button inside a link), client-side navigation. */
export function LinkButton({ to, ...buttonProps }: LinkButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => navigate(event)}
    />
  );
}
