// Marks a listing page that only its owner or an admin can see: it is not public (yet).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { EyeOff } from '@/components/icons';

const STATUS_TEXT = {
  pending: 'Pending approval: only its owner and admins can see this page until it is approved.',
  rejected: 'Rejected: this listing is not public.',
  approved: 'Approved: it appears in the public directory once the next sync arrives.',
} as const;

export function PreviewBanner({ status, reason }: { status: keyof typeof STATUS_TEXT; reason: string | null }) {
  return (
    <Banner role="status" data-testid="preview-banner">
      <EyeOff size={18} aria-hidden="true" />
      <div>
        <strong>Preview</strong> — {STATUS_TEXT[status]}
        {status === 'rejected' && reason && <Reason>Reason: {reason}</Reason>}
      </div>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  margin: 0 0 16px;
  padding: 12px 14px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.previewBorder};
  background: ${theme.color.previewBg};
  color: ${theme.color.previewText};
  font-size: 0.95rem;
  line-height: 1.45;
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const Reason = styled.p`
  margin: 4px 0 0;
`;
