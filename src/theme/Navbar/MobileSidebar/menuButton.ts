import {useEffect, useState} from 'react';

/**
 * Whether the navbar's menu button is on screen. CSS decides that (Infima for narrow windows,
 * pageColumn.module.css for a narrow page in a wide window); reading the button's box keeps the
 * menu in step with it, with no breakpoint repeated here. A ResizeObserver hears the button
 * appear and disappear (its box goes from nothing to something and back).
 */
export function useMenuButtonShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const button = document.querySelector<HTMLElement>('.navbar__toggle');
    if (!button) return undefined;
    const update = () => setShown(button.getClientRects().length > 0);
    const observer = new ResizeObserver(update);
    observer.observe(button);
    update();
    return () => observer.disconnect();
  }, []);
  return shown;
}
