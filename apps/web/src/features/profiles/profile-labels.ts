import { displayNameOr } from '@escouade/contract/people';
import { SKILL_CATEGORIES, type SkillCategory } from '@escouade/contract/constants';
import type { TFunction } from 'i18next';

/** The catalogue's categories are shown translated; a category someone typed for a new skill, as typed. */
export const SKILL_CATEGORY_KEYS = SKILL_CATEGORIES;
type SkillCategoryKey = SkillCategory;

function isSkillCategoryKey(value: string): value is SkillCategoryKey {
  return (SKILL_CATEGORY_KEYS as readonly string[]).includes(value);
}

type ProfilesT = TFunction<'profiles'>;

export function getSkillCategoryLabel(t: ProfilesT, category: string | null): string | null {
  if (!category) return null;
  return isSkillCategoryKey(category) ? t(`categories.${category}`) : category;
}

/**
 * What to store for a category typed or picked in the new-skill form: the key when the text is one of the
 * translated labels (in the current language) or a key itself, so everyone sees it in their language.
 */
export function toSkillCategoryValue(t: ProfilesT, text: string): string {
  const trimmed = text.trim();
  const lower = trimmed.toLocaleLowerCase();
  const key = SKILL_CATEGORY_KEYS.find(
    (candidate) => candidate === lower || t(`categories.${candidate}`).toLocaleLowerCase() === lower,
  );
  return key ?? trimmed;
}

/** 'Inès Moreau', or 'Utilisateur' / 'User' when both names are blank (as the feed does). */
export function getDisplayName(
  t: ProfilesT,
  profile: { firstName: string | null; lastName: string | null },
): string {
  return displayNameOr(profile, t('view.unnamed'));
}
