// The frame of the signed-in areas (owner dashboard, admin): a top bar with "Back to Site" and
// who is signed in, a hero with the area's name and title, a tab strip of its sections and a
// body that shows the routed section. Presentational only: the feature shells bring the data.
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { scrollLeftToShow } from '@/lib/scroll-into-strip';
import { theme } from '@/lib/theme';
import { ArrowLeft } from '@/components/icons';
import { ButtonLink } from './button';
import { ErrorBoundary } from './error-boundary';
import { Container } from './layout';
import { Spinner } from './spinner';
import { useScrollOverflow, type ScrollOverflow } from './use-scroll-overflow';
import { ellipsis, media } from '@/lib/style';

export interface DashboardTab {
  to: string;
  label: string;
  /** Only the exact path marks this tab active (the area's index tab). */
  end?: boolean;
  /** Shown after the label, e.g. a <DashboardTabDot>. */
  badge?: ReactNode;
}

/**
 * light: a soft header, the user at the right of the top bar, the eyebrow above the title.
 * dark: a dark header that marks a mode; the eyebrow is a badge in the top bar and the user
 * sits under the title.
 */
export type DashboardTone = 'light' | 'dark';

export interface DashboardShellProps {
  /** The area's name, e.g. "Owner dashboard" (dark: shown as a badge, e.g. "Admin Mode"). */
  eyebrow: ReactNode;
  /** The page heading (h1). */
  title: ReactNode;
  name: string;
  email: string;
  tone?: DashboardTone;
  /** A row under the title and user, e.g. the plan badge. */
  heroExtra?: ReactNode;
  /**
   * A slim hero (smaller title, no eyebrow or heroExtra) for the sections after the first: on a
   * phone the full one pushed every section's content below the fold.
   */
  compact?: boolean;
  /** Beside the hero, e.g. a <DashboardActionLink> to add a listing. */
  actions?: ReactNode;
  /** Between the hero and the tabs, e.g. a notice to verify the email. */
  banner?: ReactNode;
  tabs: readonly DashboardTab[];
  /** The accessible name of the tab navigation. */
  tabsLabel: string;
  /** Named by the error fallback: "Something went wrong showing …". */
  sectionName?: string;
  /** The routed section; may suspend (lazy sections). */
  children: ReactNode;
}

export function DashboardShell({
  eyebrow,
  title,
  name,
  email,
  tone = 'light',
  heroExtra,
  compact = false,
  actions,
  banner,
  tabs,
  tabsLabel,
  sectionName = 'this section',
  children,
}: DashboardShellProps) {
  const dark = tone === 'dark';
  const tabsRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const overflow = useScrollOverflow(tabsRef);
  // On a phone the tab row scrolls: bring the open section's tab into view (e.g. Notifications,
  // opened from a link, sits past the right edge).
  useEffect(() => {
    const strip = tabsRef.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (strip && active) strip.scrollLeft = scrollLeftToShow(strip, active);
  }, [pathname]);
  const backLink = (
    <BackLink to="/" $tone={tone}>
      <ArrowLeft size={16} aria-hidden="true" /> Back to Site
    </BackLink>
  );
  const who = (
    <Who data-testid="shell-user">
      <Avatar aria-hidden="true" $tone={tone}>
        {(name || '?').charAt(0).toUpperCase()}
      </Avatar>
      <WhoText $tone={tone}>
        <strong>{name}</strong>
        <span>{email}</span>
      </WhoText>
    </Who>
  );

  return (
    <>
      <Top $tone={tone}>
        <Container>
          <TopBar>
            {dark ? (
              <>
                <ModeBadge>{eyebrow}</ModeBadge>
                {backLink}
              </>
            ) : (
              <>
                {backLink}
                {who}
              </>
            )}
          </TopBar>

          <Hero $compact={compact} data-compact={compact || undefined}>
            <div>
              {!dark && !compact && <Eyebrow>{eyebrow}</Eyebrow>}
              <Title $tone={tone} $compact={compact}>
                {title}
              </Title>
              {dark && who}
              {heroExtra && !compact && <HeroExtra>{heroExtra}</HeroExtra>}
            </div>
            {actions}
          </Hero>

          {banner}

          <Tabs ref={tabsRef} aria-label={tabsLabel} data-overflow={overflow} $overflow={overflow}>
            {tabs.map((tab) => (
              <Tab key={tab.to} to={tab.to} end={tab.end} $tone={tone}>
                {tab.label}
                {tab.badge}
              </Tab>
            ))}
          </Tabs>
        </Container>
      </Top>
      <Container>
        <Body>
          <ErrorBoundary section={sectionName}>
            <Suspense fallback={<Spinner />}>{children}</Suspense>
          </ErrorBoundary>
        </Body>
      </Container>
    </>
  );
}

/** The hero's call to action: full width on phones, its own width from `sm` up. */
export const DashboardActionLink = styled(ButtonLink)`
  width: 100%;
  ${media.up('sm')} {
    width: auto;
  }
`;

// position: relative keeps a visually hidden text inside it (e.g. ", 3 unread") within the
// scrolling tab strip (an absolutely positioned child would otherwise widen the page on phones).
/** A dot after a tab's label; put the words it stands for inside it, visually hidden. */
export const DashboardTabDot = styled.span`
  position: relative;
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-left: 6px;
  vertical-align: super;
  border-radius: 50%;
  background: ${theme.color.primary};
`;

interface ToneProps {
  $tone: DashboardTone;
}

const Top = styled.div<ToneProps>`
  ${({ $tone, theme }) =>
    $tone === 'dark'
      ? css`
          background: ${theme.color.inverse};
          color: ${theme.color.onInverse};
        `
      : css`
          background: linear-gradient(180deg, ${theme.color.primarySoft} 0%, ${theme.color.surfaceAlt} 100%);
          border-bottom: 1px solid ${theme.color.border};
        `}
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding-top: ${theme.space(3)};
`;

const BackLink = styled(Link)<ToneProps>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  min-height: 44px;
  font-weight: 600;
  font-size: ${theme.size.sm};
  text-decoration: none;
  ${({ $tone, theme }) =>
    $tone === 'dark'
      ? css`
          color: ${theme.color.onDark};
          opacity: 0.9;
          &:hover {
            opacity: 1;
            text-decoration: underline;
          }
        `
      : css`
          flex: none;
          color: ${theme.color.text};
          &:hover {
            color: ${theme.color.primary};
          }
        `}
`;

const ModeBadge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  margin: 0;
  padding: 6px 12px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-size: ${theme.size.sm};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2.5)};
  min-width: 0;
`;

const Avatar = styled.span<ToneProps>`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.onInverse : theme.color.primary)};
  color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.inverse : theme.color.onPrimary)};
  font-weight: 700;
`;

const WhoText = styled.div<ToneProps>`
  display: grid;
  min-width: 0;
  line-height: 1.25;
  ${({ $tone }) => $tone === 'light' && 'text-align: right;'}
  strong,
  span {
    ${ellipsis}
  }
  strong {
    font-size: ${theme.size.sm};
  }
  span {
    font-size: ${theme.size.xs};
    ${({ $tone, theme }) => ($tone === 'dark' ? 'opacity: 0.75;' : `color: ${theme.color.textMuted};`)}
  }
`;

// Compact: the title and the action share one row, the action at its own width.
const Hero = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)} 0 ${theme.space(4)};
  ${({ $compact }) =>
    $compact &&
    css`
      flex-wrap: nowrap;
      align-items: center;
      gap: ${theme.space(3)};
      padding: ${theme.space(2)} 0 ${theme.space(3)};
      & > div {
        min-width: 0;
      }
      & > a {
        flex: none;
        width: auto;
      }
    `}
`;

const Eyebrow = styled.p`
  margin: 0 0 ${theme.space(1)};
  color: ${theme.color.primary};
  font-size: ${theme.size.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

// Dark: the user follows the title, hence the margin below it.
const Title = styled.h1<ToneProps & { $compact: boolean }>`
  margin: ${({ $tone, theme }) => ($tone === 'dark' ? `0 0 ${theme.space(3)}` : '0')};
  font-size: ${theme.size.xxl};
  letter-spacing: -0.02em;
  ${({ $tone }) => $tone === 'light' && 'overflow-wrap: anywhere;'}
  ${({ $compact }) =>
    $compact &&
    css`
      font-size: ${theme.size.lg};
      ${ellipsis}
    `}
`;

const HeroExtra = styled.div`
  margin-top: ${theme.space(3)};
`;

const FADE = {
  none: 'none',
  end: 'linear-gradient(to right, black calc(100% - 48px), transparent)',
  start: 'linear-gradient(to left, black calc(100% - 48px), transparent)',
  both: 'linear-gradient(to right, transparent, black 48px, black calc(100% - 48px), transparent)',
} satisfies Record<ScrollOverflow, string>;

const Tabs = styled.nav<{ $overflow: ScrollOverflow }>`
  /* The tabs' offsetLeft then counts from the strip (scrollLeftToShow). */
  position: relative;
  display: flex;
  gap: ${theme.space(1)};
  margin: 0 -${theme.space(4)};
  padding: 0 ${theme.space(4)};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  /* More tabs than fit (a phone): fade the edge(s) where tabs are hidden, so the row reads as scrollable. */
  mask-image: ${({ $overflow }) => FADE[$overflow]};
  ${media.up('md')} {
    margin: 0;
    padding: 0;
  }
`;

const Tab = styled(NavLink)<ToneProps>`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border-bottom: 3px solid transparent;
  font-weight: 600;
  font-size: ${theme.size.sm};
  text-decoration: none;
  white-space: nowrap;
  &.active {
    border-bottom-color: ${theme.color.primary};
  }
  ${({ $tone, theme }) =>
    $tone === 'dark'
      ? css`
          color: rgba(255, 255, 255, 0.72);
          &:hover,
          &.active {
            color: ${theme.color.onDark};
          }
          &:focus-visible {
            outline-color: ${theme.color.onDark};
          }
        `
      : css`
          color: ${theme.color.textMuted};
          &:hover {
            color: ${theme.color.text};
          }
          &.active {
            color: ${theme.color.primary};
          }
        `}
`;

const Body = styled.div`
  padding: ${theme.space(6)} 0 ${theme.space(12)};
`;
