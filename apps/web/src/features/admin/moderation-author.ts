// Type-only: the contract's feed module imports zod, which must stay out of the admin area's chunks.
import type { Author } from '@escouade/contract/feed';
import { displayNameOr } from '@escouade/contract/people';
import type { TFunction } from 'i18next';
import { getInitials } from '../../components/ui/avatar';

export type ModerationAuthor = { name: string; profession: string; initials: string };

/** How a post's or comment's author reads in the moderation list, with the feed's fallbacks. */
export function describeAuthor(t: TFunction<'adminArea'>, author: Author): ModerationAuthor {
  const name = displayNameOr(author, t('moderation.unknownAuthor'));
  return {
    name,
    profession: author.profession?.trim() || t('moderation.unknownProfession'),
    initials: getInitials([author.firstName, author.lastName], getInitials([name])),
  };
}
