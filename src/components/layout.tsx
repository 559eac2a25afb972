import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';
import { media } from '@/lib/style';

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
  ${media.up('md')} {
    padding: 0 ${theme.space(6)};
  }
`;

export const Section = styled.section`
  padding: ${theme.space(10)} 0;
`;

export const PageTitle = styled.h1`
  font-size: ${theme.size.xxl};
  line-height: 1.2;
  margin: 0 0 ${theme.space(2)};
  letter-spacing: -0.02em;
`;

export const Lead = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.size.lg};
  margin: 0 0 ${theme.space(6)};
  max-width: 60ch;
`;

export const Card = styled.div`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(6)};
`;

/** The rules that hide an element from sight but not from screen readers (also `.sr-only`). */
export const visuallyHiddenRules = css`
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Visually hidden but read by screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  ${visuallyHiddenRules}
`;
