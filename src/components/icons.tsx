// The app's icons: lucide's names and props, drawn by <use> from the symbols of
// public/icons/sprite.svg, so the path data is markup in the page instead of JavaScript. Each `= spriteIcon(id)` below is the list
// scripts/generate-icon-sprite.mjs builds the sprite from (icons.test.tsx fails on a stale one).
import type { ReactElement, Ref, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string;
  ref?: Ref<SVGSVGElement>;
};

/** What lucide-react calls an icon component: usable as a value (`icon: MapPin`) and by styled(). */
export type LucideIcon = ((props: IconProps) => ReactElement) & { displayName?: string };

// The page carries the sprite's symbols in its body (build/inline-icon-sprite.ts), so `#id`
// needs no request; unit tests render without that page and point at the file.
const SPRITE_URL = import.meta.env.VITE_ICON_SPRITE_INLINE === 'true' ? '' : `${import.meta.env.BASE_URL}icons/sprite.svg`;

// Like lucide-react: hidden from assistive technology unless the caller labels the icon.
const labelled = (props: object) =>
  Object.entries(props).some(([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'));

function spriteIcon(id: string): LucideIcon {
  const baseClass = `lucide lucide-${id}`;
  const href = `${SPRITE_URL}#${id}`;
  // Stroke and fill set here reach the symbol's shapes by inheritance (the sprite sets none).
  const Icon = ({ size = 24, color = 'currentColor', strokeWidth = 2, className, children, ...rest }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled(rest) ? undefined : 'true'}
      focusable="false"
      className={className ? `${baseClass} ${className}` : baseClass}
      {...rest}
    >
      <use href={href} />
      {children}
    </svg>
  );
  Icon.displayName = id.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  return Icon;
}

export const ArrowLeft = spriteIcon('arrow-left');
export const ArrowRight = spriteIcon('arrow-right');
export const BadgeCheck = spriteIcon('badge-check');
export const Bell = spriteIcon('bell');
export const Building2 = spriteIcon('building-complex');
export const CakeSlice = spriteIcon('cake-slice');
export const CalendarDays = spriteIcon('calendar-days');
export const ChartColumn = spriteIcon('chart-column');
export const Check = spriteIcon('check');
export const CheckCheck = spriteIcon('check-check');
export const ChevronDown = spriteIcon('chevron-down');
export const CircleAlert = spriteIcon('circle-exclamation-point');
export const AlertCircle = CircleAlert;
export const CircleCheck = spriteIcon('circle-check');
export const CircleX = spriteIcon('circle-x');
export const Clock = spriteIcon('clock');
export const CloudOff = spriteIcon('cloud-off');
export const CloudUpload = spriteIcon('cloud-upload');
export const Coffee = spriteIcon('coffee');
export const Compass = spriteIcon('compass');
export const Copy = spriteIcon('copy');
export const CreditCard = spriteIcon('credit-card');
export const Croissant = spriteIcon('croissant');
export const Crown = spriteIcon('crown');
export const Download = spriteIcon('download');
export const Eye = spriteIcon('eye');
export const EyeOff = spriteIcon('eye-off');
export const Flag = spriteIcon('flag');
export const Globe = spriteIcon('globe');
export const Hamburger = spriteIcon('hamburger');
export const Heart = spriteIcon('heart');
export const HeartHandshake = spriteIcon('heart-handshake');
export const House = spriteIcon('house');
export const ImageOff = spriteIcon('image-off');
export const ImagePlus = spriteIcon('image-plus');
export const Inbox = spriteIcon('inbox');
export const Info = spriteIcon('info');
export const KeyRound = spriteIcon('key-round');
export const LayoutDashboard = spriteIcon('layout-dashboard');
export const Link2 = spriteIcon('link-2');
export const List = spriteIcon('list');
export const ListChecks = spriteIcon('list-checks');
export const LoaderCircle = spriteIcon('loader-circle');
export const LocateFixed = spriteIcon('locate-fixed');
export const LockKeyhole = spriteIcon('lock-keyhole');
export const LogIn = spriteIcon('log-in');
export const LogOut = spriteIcon('log-out');
export const Mail = spriteIcon('mail');
export const MailCheck = spriteIcon('mail-check');
export const MailWarning = spriteIcon('mail-exclamation-point');
export const MapIcon = spriteIcon('map');
export const MapPin = spriteIcon('map-pin');
export const Megaphone = spriteIcon('megaphone');
export const Menu = spriteIcon('menu');
export const MessageCircle = spriteIcon('message-circle');
export const MessageSquare = spriteIcon('message-square');
export const MessageSquareReply = spriteIcon('message-square-reply');
export const Package = spriteIcon('package');
export const Pencil = spriteIcon('pencil');
export const Percent = spriteIcon('percent');
export const Phone = spriteIcon('phone');
export const Plus = spriteIcon('plus');
export const Save = spriteIcon('save');
export const Search = spriteIcon('search');
export const SearchX = spriteIcon('search-x');
export const Send = spriteIcon('send');
export const Share = spriteIcon('share');
export const ShieldAlert = spriteIcon('shield-alert');
export const ShieldCheck = spriteIcon('shield-check');
export const Sparkles = spriteIcon('sparkles');
export const Star = spriteIcon('star');
export const Store = spriteIcon('store');
export const Tag = spriteIcon('tag');
export const Trash2 = spriteIcon('trash');
export const TriangleAlert = spriteIcon('triangle-exclamation-point');
export const AlertTriangle = TriangleAlert;
export const UserCheck = spriteIcon('user-check');
export const UserRound = spriteIcon('user-round');
export const UserX = spriteIcon('user-x');
export const Users = spriteIcon('users');
export const UtensilsCrossed = spriteIcon('utensils-crossed');
export const WifiOff = spriteIcon('wifi-off');
export const X = spriteIcon('x');
