// react-router's NavLink typed with a plain string className, so styled() can wrap it
// (`styled(NavLink as StyledNavLink)`): its own type also allows a function of the link's
// state, which no styled link here uses. A type only: the build evaluates styled() arguments.
import type { ComponentType, RefAttributes } from 'react';
import type { NavLinkProps } from 'react-router-dom';

export type StyledNavLink = ComponentType<Omit<NavLinkProps, 'className'> & { className?: string } & RefAttributes<HTMLAnchorElement>>;
