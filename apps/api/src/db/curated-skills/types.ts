import type { SkillCategory } from '@escouade/contract/constants';

/**
 * One skill of the catalogue Escouade ships with: its French (reference) name, its English name (the same
 * text when both languages write it alike), and aliases in both languages: other spellings, abbreviations and
 * the words clients use for the same skill. Aliases serve two readers: the typed-name check (a professional
 * typing "Postgres" gets PostgreSQL) and the brief analyser (a client writing "un pentest" needs Tests
 * d’intrusion). An alias must therefore name this skill and nothing broader ("sécurité" alone is not
 * application security, "design" is no single skill), and belong to one skill only. Case, accents and
 * punctuation are folded by both readers, so an alias never repeats a name in another spelling of that kind.
 */
export interface CuratedSkill {
  name: string;
  nameEn: string;
  category: SkillCategory;
  aliases: readonly string[];
}

/** The skills of one category, written without repeating it on every line. */
export function inCategory(
  category: SkillCategory,
  skills: readonly Omit<CuratedSkill, 'category'>[],
): CuratedSkill[] {
  return skills.map((skill) => ({ ...skill, category }));
}
