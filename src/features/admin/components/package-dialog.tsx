// The plan chooser of the Users tab: one radio card per plan, the user's current plan
// preselected, confirmed with "Confirm Upgrade".
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Check } from '@/components/icons';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { VisuallyHidden } from '@/components/layout';
import { PLANS, type AdminProfile, type PlanName } from '../data/profile-schema';
import { PLAN_SUMMARY, planLabel, userDisplayName } from '../lib/user-filter';
import { BusyIcon } from './user-badge';
import { focusRing } from '@/lib/style';

interface Props {
  /** The user whose plan is being set; null = closed. */
  user: AdminProfile | null;
  busy: boolean;
  onConfirm: (user: AdminProfile, plan: PlanName) => void;
  onClose: () => void;
}

export function PackageDialog({ user, busy, onConfirm, onClose }: Props) {
  const id = useId();
  // The choice belongs to one user: opening the dialog for another starts from their plan.
  const [choice, setChoice] = useState<{ uid: string; plan: PlanName } | null>(null);
  const plan = user && choice?.uid === user.id ? choice.plan : (user?.package ?? null);
  const unchanged = plan === user?.package;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (user && plan && !unchanged && !busy) onConfirm(user, plan);
  };

  return (
    <Dialog
      open={!!user}
      size="sm"
      title="Change package"
      description={user ? `Choose the plan for ${userDisplayName(user)}. Current: ${planLabel(user.package)}.` : undefined}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={!plan || unchanged || busy} aria-busy={busy || undefined}>
            {busy && <BusyIcon />}
            Confirm Upgrade
          </Button>
        </>
      }
    >
      {user && (
        <form id={`${id}-form`} onSubmit={handleSubmit}>
          <Options disabled={busy}>
            <VisuallyHidden as="legend">Plan</VisuallyHidden>
            {PLANS.map((option) => (
              <Option key={option} data-checked={plan === option} data-testid={`plan-${option}`}>
                <Radio
                  type="radio"
                  name={`${id}-plan`}
                  value={option}
                  checked={plan === option}
                  onChange={() => setChoice({ uid: user.id, plan: option })}
                  // The focus starts on the current plan, as tabbing into the group would.
                  data-autofocus={option === (user.package ?? PLANS[0]) || undefined}
                />
                <Mark aria-hidden="true">{plan === option && <Check size={14} strokeWidth={3} />}</Mark>
                <Text>
                  <strong>{option}</strong>
                  <small>{PLAN_SUMMARY[option]}</small>
                </Text>
                {option === user.package && <Current>Current plan</Current>}
              </Option>
            ))}
          </Options>
        </form>
      )}
    </Dialog>
  );
}

const Options = styled.fieldset`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Option = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 60px;
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.textMuted};
  }
  &[data-checked='true'] {
    border-color: ${theme.color.primary};
    box-shadow: 0 0 0 1px ${theme.color.primary};
    background: ${theme.color.primaryWash};
  }
  &:has(input:focus-visible) {
    ${focusRing(2, 2)}
  }
  fieldset:disabled & {
    cursor: progress;
    opacity: 0.7;
  }
`;

// The native radio stays in the page (arrow keys, screen readers); the card draws its state.
const Radio = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
  margin: 0;
`;

const Mark = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: 2px solid ${theme.color.textMuted};
  color: ${theme.color.onPrimary};
  [data-checked='true'] > & {
    border-color: ${theme.color.primary};
    background: ${theme.color.primary};
  }
`;

const Text = styled.span`
  display: grid;
  flex: 1;
  small {
    color: ${theme.color.textMuted};
    font-size: ${theme.size.sm};
  }
`;

const Current = styled.span`
  font-size: ${theme.size.xs};
  font-weight: 700;
  color: ${theme.color.textMuted};
`;
