import { Link } from 'react-router-dom';
import { LegalArticle } from '../components/legal-article';

export function PrivacyPage() {
  return (
    <LegalArticle
      title="Privacy Policy"
      updated="November 2026"
      summary={
        <>
          We keep what Forkful needs to work: your account, what you post, your favourites and your payment records.
          Your precise location never leaves your phone, we run no ad trackers and we never sell data.
        </>
      }
    >
      <h2 id="account">Your account</h2>
      <p>When you create an account we store:</p>
      <ul>
        <li>your name, e-mail address and password (the password only as a secure hash, by Firebase Authentication);</li>
        <li>your role (a regular account or an admin), your plan and when it ends, and whether the account is active or suspended;</li>
        <li>whether you have verified your e-mail address, and when the account was created and last changed;</li>
        <li>for owners, the business name and type you gave us.</li>
      </ul>

      <h2 id="content">What you post</h2>
      <ul>
        <li>
          <strong>Listings</strong> (owners): everything you enter, photos included, is public once approved. Our team
          reviews each listing and may reject it with a reason.
        </li>
        <li>
          <strong>Reviews</strong>: your rating, comment and name are public on the listing; an owner may reply.
        </li>
        <li>
          <strong>Reports</strong> of a review or listing: the reason and your note, seen only by our team and you.
        </li>
        <li>
          <strong>Favourites</strong> and <strong>notifications</strong> (for example, a reply to your review or the
          outcome of a report): private to you.
        </li>
      </ul>

      <h2 id="payments">Payments</h2>
      <p>
        Paid plans are charged by Stripe. Stripe handles your card: we never see or store card numbers. We keep a
        record of each payment — plan, amount, currency, status and dates — to run your plan and answer questions.
      </p>

      <h2 id="usage">Anonymous usage counts</h2>
      <p>
        To show owners how their listings do, your device counts a few facts per day, such as “this device viewed
        listing X today”, a tap on Directions or Call, a favourite saved, or a search that found nothing. Each fact is
        counted at most once a day. The counts carry a random device id made on your device and nothing else about
        you: no account, no name or e-mail, no location and no address (we do not store your IP address). The
        server keeps only per-listing daily totals; the per-device tallies used against abuse expire after about five
        weeks.
      </p>
      <p>
        You can turn counting off at any time: in your account’s Settings, or on the <Link to="/about">About</Link>{' '}
        page without an account.
      </p>

      <h2 id="device">What stays on your device</h2>
      <ul>
        <li>
          an offline copy of the public listings and, while you are signed in, of your favourites, your listings and
          your notifications, so the app works without signal (signing out removes your account’s copy);
        </li>
        <li>the places you viewed recently, shown on the home page, which never leave the device;</li>
        <li>changes you made offline (a favourite, a review, a listing) until they are sent, and your usage-sharing choice;</li>
        <li>a newsletter address you enter in the footer, which is not sent anywhere.</li>
      </ul>
      <p>Clearing this site’s data in your browser removes all of it.</p>

      <h2 id="never">What we never collect</h2>
      <ul>
        <li>
          Your precise location. “Near me” asks for your position only when you tap it and works out distances on your
          device; the position is never sent to us or anyone.
        </li>
        <li>Advertising or cross-site trackers, and third-party analytics.</li>
        <li>We never sell or rent your data, and we share it only with the services that run Forkful (Google Firebase for hosting and storage, Stripe for payments).</li>
      </ul>

      <h2 id="rights">Seeing, correcting or deleting your data</h2>
      <p>
        You can change your name (and business details) in Settings and remove your favourites and reviews yourself.
        To get a copy of your data or to have your account deleted, write to us through the{' '}
        <Link to="/contact">contact page</Link>. Deleting an account removes your profile, favourites and
        notifications; payment records are kept as long as the law requires.
      </p>
    </LegalArticle>
  );
}
