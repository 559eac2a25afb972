import { Link } from 'react-router-dom';
import { LegalArticle } from '../components/legal-article';

export function TermsPage() {
  return (
    <LegalArticle
      title="Terms of Service"
      updated="November 2026"
      summary={
        <>
          Forkful is a directory of local places to eat. Be honest in what you post, respect other people, and pay for
          the plan you use. What we do with your data is in the <Link to="/privacy">Privacy Policy</Link>.
        </>
      }
    >
      <h2 id="accounts">Accounts</h2>
      <p>
        Browsing is free and needs no account. To save favourites, write reviews or list a business you need an
        account with a real name and an e-mail address you can receive mail at; reviews need a verified e-mail
        address. Keep your password to yourself: you are responsible for what is done with your account.
      </p>

      <h2 id="reviews">Reviews and reports</h2>
      <ul>
        <li>Review places you have actually visited, one review per place, and never your own business.</li>
        <li>No spam, insults, hate, personal data of others or advertising.</li>
        <li>
          Anyone can report a review or listing. Our team decides; a review that breaks these rules is removed and
          its author is told.
        </li>
      </ul>

      <h2 id="listings">Listings (owners)</h2>
      <ul>
        <li>List only a business you own or manage, with true details: address, opening hours, prices and offers.</li>
        <li>Upload only photos you have the right to use. You keep their rights and let us show them on Forkful.</li>
        <li>Every listing, and every edit, is checked by our team before it is public; we may reject one and say why.</li>
      </ul>

      <h2 id="plans">Plans and payments</h2>
      <p>
        Basic is free. Silver, Gold and Platinum are one-time payments for a fixed number of days, shown on the{' '}
        <Link to="/pricing">pricing page</Link>; they do not renew by themselves. Stripe processes the payment. When
        a plan ends, approved listings stay public with what Basic includes, but adding or editing listings needs a
        plan again. If something
        went wrong with a payment, <Link to="/contact">contact us</Link>.
      </p>

      <h2 id="suspension">Suspension and deletion</h2>
      <p>
        We may suspend an account that breaks these terms; its listings are hidden meanwhile. You can ask us to delete
        your account at any time through the <Link to="/contact">contact page</Link>.
      </p>

      <h2 id="no-warranty">No guarantees</h2>
      <p>
        Listings come from their owners. We check them, but opening hours, prices and offers can change: confirm with
        the place before you go. Forkful works offline, so what you see may be a little out of date until your device
        is back online.
      </p>

      <h2 id="changes">Changes</h2>
      <p>If these terms change in a way that matters, we will say so in the app before the change applies.</p>
    </LegalArticle>
  );
}
