// The page-wide rules: the colour scheme's palette, reset, body type, focus ring, the
// screen-reader-only class.
import { createGlobalStyle } from 'styled-components';
import { paletteDeclarations, theme } from '@/lib/theme';
import { visuallyHiddenRules } from '@/components/layout';
import { media } from '@/lib/style';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  :root { ${paletteDeclarations('light')} color-scheme: light dark; }
  ${media.dark} {
    :root { ${paletteDeclarations('dark')} }
  }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: 16px;
    line-height: 1.5;
    color: ${theme.color.text};
    background: ${theme.color.bg};
    -webkit-font-smoothing: antialiased;
  }
  /* A first visit, before the service worker has Inter (set by index.html's inline script). */
  html[data-font='system'] body { font-family: ${theme.font.system}; }
  img { max-width: 100%; display: block; }
  a { color: ${theme.color.primary}; }
  h1, h2, h3 { line-height: 1.2; letter-spacing: -0.01em; }
  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  .sr-only {
    position: absolute;
    ${visuallyHiddenRules}
  }
  ${media.reducedMotion} {
    *, *::before, *::after { transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
