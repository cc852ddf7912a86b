// Type-only: the contract's feed module imports zod, which must stay out of the dashboard's chunks.
import type { Author } from '@escouade/contract/feed';
import { displayNameOr } from '@escouade/contract/people';
import type { TFunction } from 'i18next';
import { getInitials } from '../../components/ui/avatar';

export type AuthorLabels = { name: string; profession: string; initials: string };

/** The author's name and profession as shown, with their fallbacks ('Utilisateur', 'Profession non spécifiée'). */
export function getAuthorLabels(t: TFunction<'feed'>, author: Author): AuthorLabels {
  const name = displayNameOr(author, t('author.unknownName'));
  return {
    name,
    profession: author.profession?.trim() || t('author.unknownProfession'),
    initials: getInitials([author.firstName, author.lastName], getInitials([name])),
  };
}
