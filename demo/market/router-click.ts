import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isPlainClick } from '../../src/lib/plain-click';

/** A plain click on a link opens it in the router (a modified click still opens a tab). */
export function useRouterClick() {
  const navigate = useNavigate();
  return (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
}
