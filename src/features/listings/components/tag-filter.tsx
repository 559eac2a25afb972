// The Tags filter of /listings: one pressed chip per tag chosen; a place must have them all.
// It reads the catalogue on the device, so it works offline; the choice lives in the URL.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Check } from '@/components/icons';
import { ToggleChip } from '@/components/toggle-chip';
import { TAG_IDS, TAGS, type TagId } from '../lib/tags';
import { media } from '@/lib/style';

interface Props {
  tags: readonly TagId[];
  onChange: (tags: TagId[]) => void;
}

export function TagFilter({ tags, onChange }: Props) {
  const handleToggle = (id: TagId) => onChange(tags.includes(id) ? tags.filter((t) => t !== id) : [...tags, id]);
  return (
    <Group role="group" aria-labelledby="tag-filter-label" data-testid="tag-filter">
      <Label id="tag-filter-label">Tags</Label>
      <Chips>
        {TAG_IDS.map((id) => {
          const on = tags.includes(id);
          return (
            <Chip key={id} aria-pressed={on} onClick={() => handleToggle(id)}>
              {on && <Check size={14} aria-hidden="true" />}
              {TAGS[id]}
            </Chip>
          );
        })}
      </Chips>
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${theme.space(3)};
  min-width: 0;
  margin: 0 0 ${theme.space(5)};
  ${media.below('sm')} {
    display: block;
  }
`;

const Label = styled.span`
  flex: none;
  font-size: ${theme.size.sm};
  font-weight: 600;
  color: ${theme.color.textMuted};
  ${media.below('sm')} {
    display: block;
    margin-bottom: ${theme.space(2)};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  min-width: 0;
`;

const Chip = styled(ToggleChip)`
  min-height: 36px;
  padding: 0 ${theme.space(3)};
  font-weight: 500;
  flex: none;
`;
