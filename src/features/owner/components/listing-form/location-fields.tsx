// "Where to find you": address with Auto-Detect (map position only) and city.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { LocateFixed, MapPin, X } from '@/components/icons';
import { Button } from '@/components/button';
import { Input } from '@/components/form';
import { LIMITS } from '@/domain/listing';
import { formatCoords } from '../../lib/geolocation';
import { controlProps, FieldError, FormField, Grid, Section, SectionTitle } from './form-field';
import type { ListingForm } from './use-listing-form';
import { media } from '@/lib/style';

export function LocationFields({ form }: { form: ListingForm }) {
  const { draft, locating } = form;
  const location = draft.location;

  const pin = location && (
    <Pin data-testid="detected-location">
      <MapPin size={16} aria-hidden="true" />
      <span>
        <span className="sr-only">Map position: </span>
        {formatCoords(location.lat, location.lng)}
      </span>
      <ClearButton type="button" aria-label="Clear location" onClick={() => form.setField('location', null)}>
        <X size={16} aria-hidden="true" />
      </ClearButton>
    </Pin>
  );

  return (
    <Section>
      <SectionTitle>Where to find you</SectionTitle>
      <Grid>
        <FormField
          form={form}
          name="address"
          label="Address"
          required
          wide
          // No reverse geocoding (no outside services): detection sets the map pin, not the text.
          hint="Auto-Detect pins your current position on the map; it does not change the address text."
          extra={
            <>
              {pin}
              <FieldError form={form} name="location" />
            </>
          }
        >
          <Row>
            <Input
              {...controlProps(form, 'address', true)}
              name="address"
              maxLength={LIMITS.address}
              autoComplete="street-address"
              value={draft.address}
              onChange={(event) => form.setField('address', event.target.value)}
            />
            <DetectButton
              id={form.fieldId('location')}
              $variant="secondary"
              // aria-disabled, not disabled: a disabled button drops the keyboard focus to <body>.
              onClick={() => void (locating || form.detect())}
              aria-disabled={locating}
              aria-busy={locating}
              aria-describedby={form.errors.location ? form.errorId('location') : undefined}
            >
              <LocateFixed size={18} aria-hidden="true" />
              {locating ? 'Detecting…' : 'Auto-Detect'}
            </DetectButton>
          </Row>
        </FormField>
        <FormField form={form} name="city" label="City" required>
          <Input
            {...controlProps(form, 'city')}
            name="city"
            maxLength={LIMITS.city}
            autoComplete="address-level2"
            value={draft.city}
            onChange={(event) => form.setField('city', event.target.value)}
          />
        </FormField>
      </Grid>
    </Section>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  & > input {
    flex: 1 1 220px;
    width: auto;
  }
`;

const DetectButton = styled(Button)`
  flex: 1 0 auto;
  border-radius: 10px;
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: progress;
  }
  ${media.up('sm')} {
    flex-grow: 0;
  }
`;

const Pin = styled.div`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: ${theme.space(2)};
  padding: 0 0 0 ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primarySoft};
  color: ${theme.color.text};
  font-size: ${theme.size.sm};
  font-variant-numeric: tabular-nums;
  svg {
    flex: none;
    color: ${theme.color.primary};
  }
`;

const ClearButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${theme.color.danger};
  }
`;
