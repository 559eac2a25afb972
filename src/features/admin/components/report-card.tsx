// One report in the Reports tab: what was reported (with the review's text when it is a
// review), why and by whom, and, while open, the two decisions.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { EyeOff, Flag, MessageSquare, Store, X } from '@/components/icons';
import { Button } from '@/components/button';
import { RelativeTime } from '@/components/relative-time';
import { Rating } from '@/features/listings';
import { REASON_LABELS } from '../data/report-schema';
import type { ShownReport } from '../data/use-admin-reports';
import { useReportedReview } from '../data/use-reported-review';

const OUTCOME = { hidden: 'Hidden', dismissed: 'Dismissed', open: 'Open' } as const;

interface Props {
  report: ShownReport;
  busy: boolean;
  onHide: (report: ShownReport) => void;
  onDismiss: (report: ShownReport) => void;
}

export function ReportCard({ report, busy, onHide, onDismiss }: Props) {
  const isReview = report.targetType === 'review';
  const open = report.status === 'open';
  return (
    <Item data-testid="report" data-status={report.status} data-target={report.targetId}>
      <Top>
        <Kind>
          {isReview ? <MessageSquare size={16} aria-hidden="true" /> : <Store size={16} aria-hidden="true" />}
          {isReview ? 'Review' : 'Listing'}
        </Kind>
        <Status $status={report.status}>{OUTCOME[report.status]}</Status>
      </Top>
      <Title>
        <Link to={`/listing/${report.listingId}`}>{report.listingTitle || 'A listing no longer on this device'}</Link>
      </Title>
      {isReview && open && <ReviewText reviewId={report.targetId} />}
      <Reason>
        <Flag size={14} aria-hidden="true" /> <strong>{REASON_LABELS[report.reason]}</strong>
      </Reason>
      {report.text && <Note>“{report.text}”</Note>}
      <Meta>
        Reported by {report.reporterName || 'a user'} · <RelativeTime ms={report.createdAt} />
        {report.resolvedAt > 0 && (
          <>
            {' '}
            · decided <RelativeTime ms={report.resolvedAt} />
          </>
        )}
      </Meta>
      {open && (
        <Actions>
          <Button $variant="secondary" $size="sm" onClick={() => onDismiss(report)} disabled={busy}>
            <X size={16} aria-hidden="true" /> Dismiss
          </Button>
          <Button $variant="danger" $size="sm" onClick={() => onHide(report)} disabled={busy}>
            <EyeOff size={16} aria-hidden="true" /> {isReview ? 'Hide review' : 'Hide listing'}
          </Button>
        </Actions>
      )}
    </Item>
  );
}

function ReviewText({ reviewId }: { reviewId: string }) {
  const review = useReportedReview(reviewId);
  if (review.status === 'ready') {
    return (
      <Quote data-testid="reported-review">
        <span>
          <strong>{review.customerName || 'A diner'}</strong> <Rating value={review.rating} />
          {review.hidden && <em> (already removed)</em>}
        </span>
        {review.comment ? <p>{review.comment}</p> : <p>No comment, a rating only.</p>}
      </Quote>
    );
  }
  const note = { loading: 'Loading the review…', offline: 'Connect to read the review.', missing: 'This review no longer exists.', error: 'The review could not be loaded.' }[review.status];
  return <Quote aria-busy={review.status === 'loading' || undefined}>{note}</Quote>;
}

const Item = styled.li`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Kind = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  font-weight: 600;
`;

const Status = styled.span<{ $status: ShownReport['status'] }>`
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  font-size: ${theme.size.xs};
  font-weight: 700;
  color: ${({ $status, theme }) => ({ open: theme.color.warning, hidden: theme.color.danger, dismissed: theme.color.textMuted })[$status]};
  background: ${({ $status, theme }) => ({ open: theme.color.warningSoft, hidden: theme.color.dangerSoft, dismissed: theme.color.surfaceAlt })[$status]};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.size.md};
  overflow-wrap: anywhere;
  a { color: inherit; }
`;

const Quote = styled.blockquote`
  display: grid;
  gap: ${theme.space(1)};
  margin: 0;
  padding: ${theme.space(3)};
  border-left: 3px solid ${theme.color.border};
  background: ${theme.color.bg};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  span { display: inline-flex; flex-wrap: wrap; gap: 8px; align-items: center; color: ${theme.color.text}; }
  p { margin: 0; color: ${theme.color.text}; white-space: pre-line; overflow-wrap: anywhere; }
`;

const Reason = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(2)};
`;
