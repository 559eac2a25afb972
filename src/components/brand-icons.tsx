// Simple brand marks (lucide dropped brand icons). Drawn here, no external assets.
import type { SVGProps } from 'react';

type Props = SVGProps<SVGSVGElement> & { size?: number };

const base = (size: number) => ({ width: size, height: size, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const });

export function FacebookIcon({ size = 18, ...rest }: Props) {
  return (
    <svg {...base(size)} {...rest}>
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
    </svg>
  );
}

export function InstagramIcon({ size = 18, ...rest }: Props) {
  return (
    <svg {...base(size)} {...rest}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function XIcon({ size = 18, ...rest }: Props) {
  return (
    <svg {...base(size)} {...rest}>
      <path d="M4 4l16 16M20 4L4 20" />
    </svg>
  );
}
