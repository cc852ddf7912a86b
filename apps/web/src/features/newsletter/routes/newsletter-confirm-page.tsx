import { useConfirmNewsletterSubscription } from '../api/confirm-newsletter-subscription';
import { NewsletterTokenStatus } from '../components/newsletter-token-status';

/** `/newsletter/confirm?token=…`, the double opt-in link of the confirmation mail. */
export function NewsletterConfirmPage() {
  return <NewsletterTokenStatus action="confirm" mutation={useConfirmNewsletterSubscription()} />;
}
