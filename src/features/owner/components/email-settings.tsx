// Settings' "E-mail" panel: a switch per kind of e-mail. Each change is stored before its switch
// shows it (the switch waits, then says "Saved"); offline they wait for a connection.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { SwitchRow } from '@/components/switch';
import { Skeleton } from '@/components/skeleton';
import { Button } from '@/components/button';
import { toast } from '@/stores/toast-store';
import { MAIL_CATEGORIES, MAIL_CATEGORY_LABELS, type MailCategory } from '@shared/mail-categories';
import { useMailPrefs } from '../data/use-mail-prefs';

export function EmailSettings({ uid, email, online }: { uid: string | null; email: string | null; online: boolean }) {
  const id = useId();
  const prefs = useMailPrefs(uid, online);
  const [saved, setSaved] = useState<MailCategory | null>(null);

  const handleToggle = async (category: MailCategory, on: boolean) => {
    setSaved(null);
    try {
      await prefs.toggle(category, on);
      setSaved(category);
    } catch (error) {
      toast({ title: 'Not saved', description: (error as Error).message, variant: 'destructive' });
    }
  };

  if (!online) return <Note role="status">You’re offline. Your e-mail choices can be changed once you’re back online.</Note>;
  if (prefs.status === 'loading') return <Skeleton $h="220px" $radius="12px" aria-busy="true" aria-label="Loading your e-mail choices" />;
  if (prefs.status === 'error') {
    return (
      <Note role="alert">
        Could not load your e-mail choices.{' '}
        <Button $variant="secondary" $size="sm" onClick={prefs.retry}>
          Try again
        </Button>
      </Note>
    );
  }
  return (
    <Wrap>
      <Intro>
        We e-mail {email ? <strong>{email}</strong> : 'you'} when something needs you. Your notifications in the app stay on either way.
      </Intro>
      <List>
        {MAIL_CATEGORIES.map((category) => {
          const label = MAIL_CATEGORY_LABELS[category];
          const busy = prefs.saving === category;
          return (
            <li key={category}>
              <SwitchRow>
                <input
                  id={`${id}-${category}`}
                  type="checkbox"
                  role="switch"
                  checked={!prefs.off.includes(category)}
                  disabled={prefs.saving !== null}
                  aria-busy={busy}
                  aria-describedby={`${id}-${category}-hint`}
                  onChange={(e) => void handleToggle(category, e.target.checked)}
                />
                <label htmlFor={`${id}-${category}`}>{label.title}</label>
                <State aria-live="polite">{busy ? 'Saving…' : saved === category ? 'Saved' : ''}</State>
              </SwitchRow>
              <Hint id={`${id}-${category}-hint`}>{label.hint}</Hint>
            </li>
          );
        })}
      </List>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  width: 100%;
`;

const Intro = styled.p`
  margin: 0;
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Hint = styled.p`
  margin: ${theme.space(1)} 0 0 calc(44px + ${theme.space(3)});
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const State = styled.span`
  margin-left: auto;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;
