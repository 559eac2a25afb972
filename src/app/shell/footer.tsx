import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';
import { FacebookIcon, InstagramIcon, XIcon } from '@/components/brand-icons';
import { Container } from '@/components/layout';
import { NewsletterForm } from '@/features/marketing';
import { toast } from '@/stores/toast-store';
import { Logo } from './logo';
import { media } from '@/lib/style';

// These destinations do not exist yet, so each one says so instead of linking nowhere.
function handleNotImplemented(name: string) {
  toast({ title: 'Coming soon', description: `${name} is not implemented yet.` });
}

const SOCIALS = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'X', Icon: XIcon },
];

export function Footer() {
  return (
    <Bar>
      <Container>
        <Grid>
          <Brand>
            <BrandLink to="/" aria-label="Forkful home">
              <Logo />
            </BrandLink>
            <Blurb>
              Restaurants, coffee shops, bakeries, cafes and fast food near you — ready to browse even when
              you're offline.
            </Blurb>
            <Socials>
              {SOCIALS.map(({ name, Icon }) => (
                <SocialButton key={name} type="button" aria-label={name} title={name} onClick={() => handleNotImplemented(name)}>
                  <Icon size={20} aria-hidden="true" />
                </SocialButton>
              ))}
            </Socials>
          </Brand>

          <Column aria-labelledby="footer-company" $area="company">
            <Heading id="footer-company">Company</Heading>
            <List>
              <li><FooterLink to="/about">About</FooterLink></li>
              <li><FooterLink to="/contact">Contact</FooterLink></li>
              <li><FooterButton type="button" onClick={() => handleNotImplemented('Careers')}>Careers</FooterButton></li>
            </List>
          </Column>

          <Column aria-labelledby="footer-help" $area="help">
            <Heading id="footer-help">Help &amp; legal</Heading>
            <List>
              <li><FooterLink to="/register">List your business</FooterLink></li>
              <li><FooterButton type="button" onClick={() => handleNotImplemented('FAQ')}>FAQ</FooterButton></li>
              <li><FooterLink to="/privacy">Privacy Policy</FooterLink></li>
              <li><FooterLink to="/terms">Terms of Service</FooterLink></li>
            </List>
          </Column>

          <Newsletter aria-labelledby="footer-newsletter">
            <Heading id="footer-newsletter">Get the weekly bite</Heading>
            <NewsletterText>New openings and local favourites, picked for your neighbourhood.</NewsletterText>
            <NewsletterForm />
          </Newsletter>
        </Grid>

        <Bottom>
          <span>© 2026 Forkful</span>
          <span>Made for hungry locals, online or off.</span>
        </Bottom>
      </Container>
    </Bar>
  );
}

const Bar = styled.footer`
  margin-top: ${theme.space(12)};
  background: ${theme.color.surfaceAlt};
  border-top: 1px solid ${theme.color.border};
  padding: ${theme.space(10)} 0 ${theme.space(6)};
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(8)} ${theme.space(6)};
  grid-template-columns: 1fr 1fr;
  grid-template-areas: 'brand brand' 'company help' 'news news';
  ${media.up('md')} {
    grid-template-columns: 1.4fr 1fr 1fr 1.9fr;
    grid-template-areas: 'brand company help news';
  }
`;

const Brand = styled.div`
  grid-area: brand;
  display: grid;
  align-content: start;
  gap: ${theme.space(3)};
`;

const BrandLink = styled(Link)`
  justify-self: start;
  color: ${theme.color.text};
  text-decoration: none;
  border-radius: ${theme.radius.sm};
`;

const Blurb = styled.p`
  margin: 0;
  max-width: 36ch;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Socials = styled.div`
  display: flex;
  gap: ${theme.space(2)};
`;

const SocialButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  cursor: pointer;
  transition: color 120ms ease, border-color 120ms ease;
  &:hover {
    color: ${theme.color.primary};
    border-color: ${theme.color.primary};
  }
`;

const Column = styled.nav<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
`;

const Heading = styled.h2`
  margin: 0 0 ${theme.space(2)};
  font-size: ${theme.size.sm};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${theme.color.text};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

// Links and "not implemented" buttons must look identical; both keep a 44px tap target.
const itemStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
  text-decoration: none;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${theme.color.primary};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const FooterLink = styled(Link)`
  ${itemStyles}
`;

const FooterButton = styled.button`
  ${itemStyles}
`;

const Newsletter = styled.section`
  grid-area: news;
  align-self: start;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(5)};
`;

const NewsletterText = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(8)};
  padding-top: ${theme.space(5)};
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
