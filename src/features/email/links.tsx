import {
  Anchor,
  Button,
  NavLink,
  type AnchorProps,
  type ButtonProps,
  type NavLinkProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/**
 * Mantine components as router links. `component={Link}` loses the route types of `params` and
 * `search`; createLink keeps them, so a wrong folder or search param fails the typecheck.
 */
type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>(
  (props, ref) => <Anchor ref={ref} {...props} />,
);
const MantineButton = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>(
  (props, ref) => <Button component="a" ref={ref} {...props} />,
);
const MantineNavLink = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorAttributes>(
  (props, ref) => <NavLink component="a" ref={ref} {...props} />,
);

export const AnchorLink = createLink(MantineAnchor);
export const ButtonLink = createLink(MantineButton);
export const NavLinkLink = createLink(MantineNavLink);
