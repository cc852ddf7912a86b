import { useUnsubscribeFromNewsletter } from '../api/unsubscribe-from-newsletter';
import { NewsletterTokenStatus } from '../components/newsletter-token-status';

/** `/newsletter/unsubscribe?token=…`, the link at the bottom of every newsletter mail. */
export function NewsletterUnsubscribePage() {
  return <NewsletterTokenStatus action="unsubscribe" mutation={useUnsubscribeFromNewsletter()} />;
}
