import { Anchor } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a list with its filters in the query string. Written as a URL rather than a typed
 * route so cards can lead to screens that other areas own (the queue, payments); a plain click
 * stays in the app, a modified one (new tab, new window) is the browser's.
 */
export function CardLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <Anchor href={router.history.createHref(href)} onClick={open} size="sm">
      {children}
    </Anchor>
  );
}
