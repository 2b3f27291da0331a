import { useRouter, type LinkProps } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app's routes (a typo is a type error). */
  to: NonNullable<LinkProps['to']>;
  params?: Record<string, string>;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link the router follows, preloading its page on intent as the router's own links do, but
 * without their subscription to the location: a page has many of these (the sidebar's twenty
 * entries, a patient's name in every row), and the router's links each rendered again on every
 * change of page, sort or filter. A click with a modifier key is the browser's (a new tab).
 */
export function RouterLink({ to, params, onClick, children, ...props }: RouterLinkProps) {
  const router = useRouter();
  const target = { to, params };
  const preload = () => void router.preloadRoute(target).catch(() => undefined);
  return (
    <a
      {...props}
      href={router.buildLocation(target).href}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !plainClick(event)) return;
        event.preventDefault();
        void router.navigate(target);
      }}
    >
      {children}
    </a>
  );
}
