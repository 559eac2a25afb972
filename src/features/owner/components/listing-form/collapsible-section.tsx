// A closed-by-default group of the listing form, so the paid plans' content keeps the dialog calm
// on a phone. It opens itself while a field inside has an error, so a failed save can focus it.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ChevronDown, LockKeyhole } from '@/components/icons';
import { VisuallyHidden } from '@/components/layout';
import { hasErrorUnder } from './extras';
import type { ListingForm } from './use-listing-form';
import { focusRing } from '@/lib/style';

interface Props {
  form: Pick<ListingForm, 'errors'>;
  title: string;
  /** A short state under the title, e.g. "2 questions". */
  summary?: string;
  /** Field prefixes inside ('faq' covers 'faq.2.answer'). */
  fields: readonly string[];
  /** Some of it is not shown on the owner's plan. */
  locked?: boolean;
  children: ReactNode;
}

export function CollapsibleSection({ form, title, summary, fields, locked, children }: Props) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const open = expanded || hasErrorUnder(form.errors, fields);
  return (
    <Wrap>
      <Heading>
        <Toggle type="button" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setExpanded(!open)}>
          <span>
            <strong>{title}</strong>
            {summary && <Summary>{summary}</Summary>}
          </span>
          {locked && (
            <Lock>
              <LockKeyhole size={16} aria-hidden="true" />
              <VisuallyHidden>, not shown on your plan</VisuallyHidden>
            </Lock>
          )}
          <Chevron size={20} aria-hidden="true" $open={open} />
        </Toggle>
      </Heading>
      {/* Drawn only while open (the form holds the values): the dialog opens as fast as before. */}
      <Panel id={`${id}-panel`} role="group" aria-label={title} hidden={!open}>
        {open && children}
      </Panel>
    </Wrap>
  );
}

const Wrap = styled.div`
  border-top: 1px solid ${theme.color.border};
  &:last-child {
    border-bottom: 1px solid ${theme.color.border};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${theme.size.md};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  width: 100%;
  min-height: 56px;
  padding: ${theme.space(2)} 0;
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  & > span:first-child {
    flex: 1;
    display: grid;
    gap: 2px;
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

const Summary = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  font-weight: 400;
`;

const Lock = styled.span`
  display: inline-flex;
  color: ${theme.color.warning};
`;

const Chevron = styled(ChevronDown)<{ $open: boolean }>`
  flex: none;
  color: ${theme.color.textMuted};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 150ms ease;
`;

const Panel = styled.div`
  padding: ${theme.space(1)} 0 ${theme.space(5)};
`;
