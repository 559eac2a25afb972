// The menu: sections of items with prices and dietary marks. A long one opens on its first
// section, with the rest a tap away (the page stays short on a phone).
import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button } from '@/components/button';
import { DIETARY, type MenuSection } from '@shared/listing-extras';
import { formatPrice } from '../lib/listing-content';

/** Above this many items (and with more than one section) the menu opens folded. */
export const FOLD_ABOVE_ITEMS = 8;

export function MenuList({ menu }: { menu: readonly MenuSection[] }) {
  const sections = menu.filter((s) => s.items?.length);
  const total = sections.reduce((n, s) => n + s.items.length, 0);
  const long = sections.length > 1 && total > FOLD_ABOVE_ITEMS;
  const [open, setOpen] = useState(false);
  const restId = useId();
  if (!sections.length) return null;
  const shown = long && !open ? sections.slice(0, 1) : sections;
  const hidden = total - shown.reduce((n, s) => n + s.items.length, 0);

  return (
    <div>
      <div id={restId}>
        {shown.map((section, si) => (
          <Section key={`${si}-${section.name}`}>
            {section.name && <h3>{section.name}</h3>}
            <Items>
              {section.items.map((item, ii) => (
                <li key={`${ii}-${item.name}`}>
                  <ItemHead>
                    <Name>{item.name}</Name>
                    {item.price !== null && <Price>{formatPrice(item.price)}</Price>}
                  </ItemHead>
                  {item.description && <Desc>{item.description}</Desc>}
                  {item.dietary?.length > 0 && (
                    <Marks aria-label="Dietary">
                      {item.dietary.filter((d) => d in DIETARY).map((d) => (
                        <li key={d}>{DIETARY[d]}</li>
                      ))}
                    </Marks>
                  )}
                </li>
              ))}
            </Items>
          </Section>
        ))}
      </div>
      {long && (
        <Button $variant="secondary" $size="sm" aria-expanded={open} aria-controls={restId} onClick={() => setOpen((o) => !o)}>
          {open ? 'Show less' : `Show full menu (${hidden} more ${hidden === 1 ? 'item' : 'items'})`}
        </Button>
      )}
    </div>
  );
}

const Section = styled.section`
  margin-bottom: ${theme.space(5)};
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.size.md};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${theme.color.accent};
  }
`;

const Items = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li { padding: ${theme.space(3)} 0; border-bottom: 1px dashed ${theme.color.border}; }
  & > li:last-child { border-bottom: 0; }
`;

const ItemHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space(3)};
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Price = styled.span`
  flex: none;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Desc = styled.p`
  margin: 2px 0 0 !important;
  font-size: ${theme.size.sm};
  line-height: 1.5 !important;
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Marks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 6px 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 1px 8px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.successSoft};
    color: ${theme.color.success};
    font-size: ${theme.size.xs};
    font-weight: 700;
  }
`;
