// The signed-in user's menu in the header: name/initial button, then Dashboard, Admin (admins),
// Favorites, My bookings and Sign out. A disclosure (button + list), closed by Escape, a click outside or
// navigation.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { VisuallyHidden, visuallyHiddenRules } from '@/components/layout';
import { CalendarDays, ChevronDown, Heart, LayoutDashboard, LogOut, ShieldCheck } from '@/components/icons';
import { ellipsis, media } from '@/lib/style';

interface Props {
  name: string;
  email: string;
  isAdmin: boolean;
  onSignOut: () => void | Promise<void>;
}

export function UserMenu({ name, email, isAdmin, onSignOut }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const initial = (name || email || '?').trim().charAt(0).toUpperCase();
  // The button is named by its own text, starting with the first name it shows, so speech users
  // can say what they see (WCAG 2.5.3); a phone shows no name, so it reads the full one.
  const label = name || email;
  const firstName = label.split(/[\s@]/)[0] || label;

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        data-testid="user-menu-button"
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar aria-hidden="true">{initial}</Avatar>
        <FirstName>{firstName}</FirstName>
        <NarrowName>{label}</NarrowName>
        <VisuallyHidden>, account menu</VisuallyHidden>
        <Chevron size={16} aria-hidden="true" $open={open} />
      </Trigger>
      {open && (
        <Panel id={`${id}-menu`}>
          <Identity>
            <strong>{name}</strong>
            <span>{email}</span>
          </Identity>
          <Items>
            <li>
              <Item as={Link} to="/dashboard">
                <LayoutDashboard size={18} aria-hidden="true" /> Dashboard
              </Item>
            </li>
            {isAdmin && (
              <li>
                <Item as={Link} to="/admin">
                  <ShieldCheck size={18} aria-hidden="true" /> Admin
                </Item>
              </li>
            )}
            <li>
              <Item as={Link} to="/favorites">
                <Heart size={18} aria-hidden="true" /> Favorites
              </Item>
            </li>
            <li>
              <Item as={Link} to="/bookings">
                <CalendarDays size={18} aria-hidden="true" /> My bookings
              </Item>
            </li>
            <Divider role="presentation" />
            <li>
              <Item
                type="button"
                onClick={() => {
                  setOpen(false);
                  void onSignOut();
                }}
              >
                <LogOut size={18} aria-hidden="true" /> Sign out
              </Item>
            </li>
          </Items>
        </Panel>
      )}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: 2px;
  border: 1px solid transparent;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.color.surfaceAlt};
  }
  ${media.up('md')} {
    padding: 2px 10px 2px 2px;
    border-color: ${theme.color.border};
    background: ${theme.color.surface};
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-weight: 700;
`;

const FirstName = styled.span`
  display: none;
  max-width: 12ch;
  ${ellipsis}
  ${media.up('md')} {
    display: inline;
  }
`;

const NarrowName = styled.span`
  position: absolute;
  ${visuallyHiddenRules}
  ${media.up('md')} {
    display: none;
  }
`;

const Chevron = styled(ChevronDown)<{ $open: boolean }>`
  display: none;
  transition: transform 120ms ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  ${media.up('md')} {
    display: block;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 30;
  width: min(280px, calc(100vw - 24px));
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.raised};
`;

const Identity = styled.div`
  display: grid;
  padding: ${theme.space(2)} ${theme.space(3)} ${theme.space(3)};
  border-bottom: 1px solid ${theme.color.border};
  margin-bottom: ${theme.space(1)};
  line-height: 1.3;
  strong,
  span {
    ${ellipsis}
  }
  span {
    color: ${theme.color.textMuted};
    font-size: ${theme.size.sm};
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  width: 100%;
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text};
  font: inherit;
  font-weight: 500;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${theme.color.surfaceAlt};
  }
  svg {
    color: ${theme.color.textMuted};
  }
`;

const Divider = styled.li`
  height: 1px;
  margin: ${theme.space(1)} 0;
  background: ${theme.color.border};
`;
