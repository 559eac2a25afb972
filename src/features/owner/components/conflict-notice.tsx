// "Also edited on another device": a version of a listing's field that a conflict merge
// overrode on this device, with the owner's two choices. Shown on the listing's card in My
// Listings and at the top of its edit dialog, one block per overridden version.
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button } from '@/components/button';
import { TriangleAlert } from '@/components/icons';
import { RelativeTime } from '@/components/relative-time';
import { toast } from '@/stores/toast-store';
import type { ConflictRecord } from '../data/conflict-records';
import { describeValue, fieldLabel, otherVersionLead } from './conflict-notice-text';
import { focusRing } from '@/lib/style';

export const CONFLICT_HEADING = 'Also edited on another device';
export const USE_OTHER = 'Use the other version';
export const DISMISS = 'Dismiss';

interface Props {
  records: readonly ConflictRecord[];
  /** Applies the other version (an owner edit that syncs); throws on failure. */
  onUse: (record: ConflictRecord) => Promise<void>;
  onDismiss: (record: ConflictRecord) => Promise<void>;
  /** Where the focus goes once the last block is gone (e.g. the card's Edit link, the field). */
  focusAfter?: (record: ConflictRecord) => HTMLElement | null | undefined;
  /** 'card': a long text scrolls inside a short box; 'dialog': more room. */
  variant?: 'card' | 'dialog';
}

const keyOf = (r: ConflictRecord) => `${r.listingId}-${r.field}-${r.editedAt}`;

export function ConflictNotice({ records, onUse, onDismiss, focusAfter, variant = 'card' }: Props) {
  const baseId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  if (records.length === 0) return null;
  const opensDialog = (i: number) => variant === 'dialog' && i === 0;

  const act = async (record: ConflictRecord, action: 'use' | 'dismiss') => {
    if (busy) return;
    const index = records.indexOf(record);
    setBusy(keyOf(record));
    try {
      await (action === 'use' ? onUse(record) : onDismiss(record));
      if (action === 'use') toast({ title: 'Other version used', description: 'Your listing awaits admin re-approval.', variant: 'success' });
      // The block goes away: keep the keyboard user's place on the next one, or the fallback.
      const next = records[index + 1] ?? records[index - 1];
      const target = next ? rootRef.current?.querySelector<HTMLElement>(`[data-conflict="${keyOf(next)}"] button`) : focusAfter?.(record);
      target?.focus();
    } catch (error) {
      toast({ title: 'Error', description: error instanceof Error ? error.message : 'Something went wrong', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Root ref={rootRef} aria-live="polite" $variant={variant}>
      {records.map((record, i) => {
        const id = `${baseId}-${i}`;
        const text = describeValue(record.field, record.value);
        return (
          <Block
            key={keyOf(record)}
            data-conflict={keyOf(record)}
            data-testid="conflict-notice"
            role="group"
            aria-labelledby={`${id}-h`}
            aria-describedby={`${id}-d`}
            // In the edit dialog the first notice takes the opening focus, so it is read out,
            // rather than the quote (a scrolling box, focusable for the keyboard) or an action.
            tabIndex={opensDialog(i) ? -1 : undefined}
            data-autofocus={opensDialog(i) || undefined}
          >
            <Heading id={`${id}-h`}>
              <TriangleAlert size={16} aria-hidden="true" />
              {CONFLICT_HEADING}
            </Heading>
            <Lead id={`${id}-d`}>
              We kept the version from this device; {otherVersionLead(record.field)}
              {record.editedAt > 0 && (
                <>
                  {' '}(edited <RelativeTime ms={record.editedAt} />)
                </>
              )}
              :
            </Lead>
            <Other $variant={variant} tabIndex={0} aria-label={`The other ${fieldLabel(record.field)}`} data-testid="conflict-other">
              “{text}”
            </Other>
            <Actions>
              <Button type="button" $size="sm" $variant="secondary" aria-busy={busy === keyOf(record)} onClick={() => void act(record, 'use')}>
                {USE_OTHER}
              </Button>
              <Button type="button" $size="sm" $variant="ghost" onClick={() => void act(record, 'dismiss')}>
                {DISMISS}
              </Button>
            </Actions>
          </Block>
        );
      })}
    </Root>
  );
}

const Root = styled.div<{ $variant: 'card' | 'dialog' }>`
  display: grid;
  gap: ${theme.space(2)};
  margin-bottom: ${({ $variant }) => ($variant === 'dialog' ? theme.space(5) : '0')};
`;

const Block = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.noticeBorder};
  background: ${theme.color.warningSoft};
  color: ${theme.color.noticeText};
  font-size: ${theme.size.sm};
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

const Heading = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-weight: 700;
  svg {
    flex: none;
  }
`;

const Lead = styled.p`
  margin: 0;
`;

const Other = styled.blockquote<{ $variant: 'card' | 'dialog' }>`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-left: 3px solid ${theme.color.warning};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: ${({ $variant }) => ($variant === 'card' ? '7.5em' : '14em')};
  overflow-y: auto;
  &:focus-visible {
    ${focusRing(2, 2)}
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;
