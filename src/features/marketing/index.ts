// Public surface of the marketing feature for the app shell; pages are lazy-loaded by path in the router.
export { NewsletterForm } from './components/newsletter-form';
