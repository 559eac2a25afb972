// Questions and answers as a disclosure list: native details/summary (keyboard, screen readers
// and find-in-page work without script). Answers are text: React escapes markup, never runs it.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ChevronDown } from '@/components/icons';
import type { FaqEntry } from '@shared/listing-extras';
import { focusRing, media } from '@/lib/style';

export function FaqList({ faq }: { faq: readonly FaqEntry[] }) {
  const entries = faq.filter((e) => e.question.trim() && e.answer.trim());
  if (!entries.length) return null;
  return (
    <List>
      {entries.map((entry, i) => (
        <li key={`${i}-${entry.question}`}>
          <details>
            <summary>
              <span>{entry.question}</span>
              <ChevronDown size={18} aria-hidden="true" />
            </summary>
            <Answer>{entry.answer}</Answer>
          </details>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.color.border};
  li { border-bottom: 1px solid ${theme.color.border}; }
  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space(3)};
    min-height: 48px;
    padding: ${theme.space(3)} 0;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
    overflow-wrap: anywhere;
  }
  summary::-webkit-details-marker { display: none; }
  summary:focus-visible { ${focusRing()} }
  summary > svg { flex: none; color: ${theme.color.textMuted}; transition: transform 150ms ease; }
  details[open] > summary > svg { transform: rotate(180deg); }
  ${media.reducedMotion} { summary > svg { transition: none; } }
`;

const Answer = styled.p`
  margin: 0 0 ${theme.space(4)} !important;
  color: ${theme.color.textMuted};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
