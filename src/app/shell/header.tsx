import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Heart, LogOut, Menu, Plus, X } from '@/components/icons';
import { Container } from '@/components/layout';
import { ButtonLink } from '@/components/button';
import { isDiner, useSession, useSignOut } from '@/features/auth';
import { Logo } from './logo';
import { InstallButton } from './install-button';
import { UserMenu } from './user-menu';
import { media } from '@/lib/style';

const NAV = [
  { to: '/listings', label: 'Explore' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/pricing', label: 'Pricing' },
];

export function Header() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { isSignedIn, isAdmin, name, email, role, profile } = useSession();
  // A diner (an account without a business) is offered to list one; owners add listings.
  const addLabel = isSignedIn && isDiner(role, profile) ? 'List your business' : 'Add Listing';
  const signOut = useSignOut();
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const handleToggle = () => setOpen((o) => !o);

  return (
    <Bar>
      <Inner>
        <Brand to="/" aria-label="Forkful home">
          <Logo />
        </Brand>
        <DesktopNav aria-label="Main">
          {NAV.map((item) => (
            <TopLink key={item.to} to={item.to}>
              {item.label}
            </TopLink>
          ))}
        </DesktopNav>
        {/* Outside Actions: the button appears late (beforeinstallprompt) and must not move them. */}
        <Grow />
        <InstallButton />
        <Actions>
          <IconLink to="/favorites" aria-label="Favorites" title="Favorites">
            <Heart size={20} aria-hidden="true" />
          </IconLink>
          <AddLink to="/user-dashboard" $size="sm">
            <Plus size={16} aria-hidden="true" /> {addLabel}
          </AddLink>
          {isSignedIn ? (
            <UserMenu name={name} email={email} isAdmin={isAdmin} onSignOut={signOut} />
          ) : (
            // Also while the session is still loading: with no signed-in snapshot, a visitor is
            // almost always a guest, and a signed-in one is known from the first render.
            <DesktopOnly>
              <LoginLink to="/login" $variant="ghost" $size="sm">
                Log in
              </LoginLink>
              <RegisterLink to="/signup" $variant="secondary" $size="sm">
                Sign up
              </RegisterLink>
            </DesktopOnly>
          )}
          <MenuButton
            type="button"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={handleToggle}
          >
            {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </MenuButton>
        </Actions>
      </Inner>
      {open && (
        <MobileMenu id="mobile-menu" aria-label="Mobile">
          {NAV.map((item) => (
            <MobileLink key={item.to} to={item.to}>
              {item.label}
            </MobileLink>
          ))}
          <MobileLink to="/favorites">Favorites</MobileLink>
          <MobileLink to="/user-dashboard" end>
            {addLabel}
          </MobileLink>
          {isSignedIn ? (
            <>
              <MobileLink to="/dashboard">Dashboard</MobileLink>
              <MobileLink to="/bookings">My bookings</MobileLink>
              {isAdmin && <MobileLink to="/admin">Admin</MobileLink>}
              <MobileAccount>
                <span>
                  Signed in as <strong>{name}</strong>
                </span>
                <SignOutButton type="button" onClick={() => void signOut()}>
                  <LogOut size={18} aria-hidden="true" /> Sign out
                </SignOutButton>
              </MobileAccount>
            </>
          ) : (
            <MobileRow>
              <LoginLink to="/login" $variant="secondary" $block>
                Log in
              </LoginLink>
              <RegisterLink to="/signup" $block>
                Sign up
              </RegisterLink>
            </MobileRow>
          )}
        </MobileMenu>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${theme.color.headerGlass};
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${theme.color.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
  height: 64px;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  text-decoration: none;
  color: ${theme.color.text};
`;

const DesktopNav = styled.nav`
  display: none;
  gap: ${theme.space(1)};
  ${media.up('md')} {
    display: flex;
  }
`;

const TopLink = styled(NavLink)`
  padding: 8px 12px;
  border-radius: ${theme.radius.pill};
  color: ${theme.color.textMuted};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    color: ${theme.color.text};
    background: ${theme.color.surfaceAlt};
  }
  &.active {
    color: ${theme.color.text};
    background: ${theme.color.surfaceAlt};
  }
`;

const Grow = styled.div`
  flex: 1;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
`;

const IconLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: ${theme.color.text};
  &:hover {
    background: ${theme.color.surfaceAlt};
  }
`;

const AddLink = styled(ButtonLink)`
  display: none;
  ${media.up('sm')} {
    display: inline-flex;
  }
`;
const LoginLink = ButtonLink;
const RegisterLink = ButtonLink;

const DesktopOnly = styled.div`
  display: none;
  gap: ${theme.space(2)};
  ${media.up('md')} {
    display: flex;
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  border-radius: 50%;
  cursor: pointer;
  ${media.up('md')} {
    display: none;
  }
`;

const MobileMenu = styled.nav`
  display: grid;
  padding: ${theme.space(2)} ${theme.space(4)} ${theme.space(4)};
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.bg};
  ${media.up('md')} {
    display: none;
  }
`;

const MobileLink = styled(NavLink)`
  padding: 12px 4px;
  font-weight: 500;
  color: ${theme.color.text};
  text-decoration: none;
  border-bottom: 1px solid ${theme.color.border};
  &.active {
    color: ${theme.color.primary};
  }
`;

const MobileRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
`;

const MobileAccount = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  strong {
    color: ${theme.color.text};
    overflow-wrap: anywhere;
  }
`;

const SignOutButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
