import type { Language, SkillCategory } from '@escouade/contract/constants';
import type { Gender } from './fixtures/people.ts';
import type { SkillFixture } from './fixtures/professions.ts';
import {
  CLIENTS,
  COMMENTS,
  EVENTS,
  GENERIC_HASHTAGS,
  JUNIOR_BIOGRAPHIES,
  MEMBER_BIOGRAPHIES,
  MONTHS,
  POST_CLOSERS,
  POST_LINKS,
  POST_OPENERS,
  POST_SENTENCES,
  PROFESSIONAL_BIOGRAPHIES,
  TECHNICAL_POST_SENTENCES,
} from './fixtures/texts.ts';
import type { Random } from './random.ts';

/** What a text may say about the person writing it. */
export interface Writer {
  language: Language;
  gender: Gender;
  /** Profession title in `language` (gendered in French); empty for members without one. */
  profession: string;
  /** The skill the text is about and a second one, as written mid-sentence in `language` (see `getSkillLabel`). */
  skill: string;
  skill2: string;
  /** Whether `skill` is technical, which allows sentences about migrations, load times and bugs. */
  isTechnical: boolean;
  city: string;
  experienceYears: number;
}

const PLACEHOLDER = /\{(\w+)(?::([^|}]*)\|([^}]*))?\}/g;

/** Replaces the placeholders documented in fixtures/texts.ts. */
export function fillTemplate(template: string, writer: Writer, random: Random): string {
  const { language } = writer;
  const filled = template.replace(
    PLACEHOLDER,
    (_match, name: string, masculine?: string, feminine?: string) => {
      switch (name) {
        case 'g':
          return (writer.gender === 'f' ? feminine : masculine) ?? '';
        case 'e':
          return writer.gender === 'f' ? 'e' : '';
        case 'skill':
          return writer.skill;
        case 'skill2':
          return writer.skill2;
        case 'profession':
          return toMidSentence(writer.profession);
        case 'aProfession':
          return withEnglishArticle(toMidSentence(writer.profession));
        case 'city':
          return writer.city;
        case 'client':
          return random.pick(CLIENTS[language]);
        case 'years':
          // Texts citing years of experience read oddly with "0 ans" or "1 years".
          return String(Math.max(writer.experienceYears, 2));
        case 'pct':
          return String(random.int(3, 14) * 5);
        case 'users':
          return formatThousands(random.pick([2, 5, 8, 12, 20, 45, 80, 150, 300]) * 1000, language);
        case 'team':
          return String(random.int(3, 12));
        case 'weeks':
          return String(random.int(2, 16));
        case 'n':
          return String(random.int(2, 40));
        case 'event':
          return random.pick(EVENTS[language]);
        case 'month':
          return random.pick(MONTHS[language]);
        case 'slug':
          return `${slugify(writer.skill)}-${random.pick(SLUG_SUFFIXES[language])}`;
        default:
          throw new Error(`Unknown placeholder {${name}} in seed template: ${template}`);
      }
    },
  );
  return capitalize(filled);
}

export function createProfessionalBiography(writer: Writer, random: Random): string {
  const templates = writer.experienceYears < 2 ? JUNIOR_BIOGRAPHIES : PROFESSIONAL_BIOGRAPHIES;
  return fillTemplate(random.pick(templates[writer.language]), writer, random);
}

export function createMemberBiography(writer: Writer, random: Random): string {
  return fillTemplate(random.pick(MEMBER_BIOGRAPHIES[writer.language]), writer, random);
}

/**
 * A post assembled from an optional opener, one to three sentences, an optional closing question, link and
 * hashtags; about half are laid out in paragraphs, the rest as one block.
 */
export function createPostContent(writer: Writer, random: Random): string {
  const { language } = writer;
  const sentences =
    writer.isTechnical && random.chance(0.35) ? TECHNICAL_POST_SENTENCES[language] : POST_SENTENCES[language];
  const body: string[] = [];
  const sentenceCount = random.pickWeighted([
    [1, 45],
    [2, 35],
    [3, 20],
  ]);
  const picked: string[] = [];
  while (picked.length < sentenceCount) {
    const template = random.pick(sentences);
    if (picked.includes(template)) continue;
    picked.push(template);
    body.push(fillTemplate(template, writer, random));
  }
  const opener = random.chance(0.4) ? fillTemplate(random.pick(POST_OPENERS[language]), writer, random) : '';
  const closer = random.chance(0.45) ? fillTemplate(random.pick(POST_CLOSERS[language]), writer, random) : '';
  const link = random.chance(0.18) ? fillTemplate(random.pick(POST_LINKS[language]), writer, random) : '';
  const hashtags = random.chance(0.3) ? createHashtags(writer, random) : '';
  if (random.chance(0.5)) {
    return [
      opener,
      body.join(random.chance(0.5) ? '\n\n' : ' '),
      closer,
      [link, hashtags].filter(Boolean).join('\n'),
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  return [[opener, ...body, closer].filter(Boolean).join(' '), link, hashtags].filter(Boolean).join('\n');
}

export function createCommentContent(writer: Writer, random: Random): string {
  return fillTemplate(random.pick(COMMENTS[writer.language]), writer, random);
}

const SLUG_SUFFIXES: Record<Language, readonly string[]> = {
  fr: ['retour-experience', 'guide', 'bonnes-pratiques', 'checklist', 'etude-de-cas'],
  en: ['lessons-learned', 'guide', 'best-practices', 'checklist', 'case-study'],
};

function createHashtags(writer: Writer, random: Random): string {
  const tags = [toHashtag(writer.skill), random.pick(GENERIC_HASHTAGS[writer.language])];
  if (random.chance(0.4)) tags.push(toHashtag(writer.skill2));
  return [...new Set(tags)].join(' ');
}

const hashtagCache = new Map<string, string>();
/** "gestion de projet" → "#GestionDeProjet", "CI/CD" → "#CICD". */
function toHashtag(label: string): string {
  let tag = hashtagCache.get(label);
  if (tag === undefined) {
    tag = `#${label
      .split(/[^\p{L}\p{N}#]+/u)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join('')}`;
    hashtagCache.set(label, tag);
  }
  return tag;
}

const TECHNICAL_CATEGORIES: ReadonlySet<SkillCategory> = new Set([
  'development',
  'devops',
  'data',
  'security',
]);

export function isTechnicalSkill(skill: SkillFixture): boolean {
  return TECHNICAL_CATEGORIES.has(skill.category);
}

/** A skill as running text names it: English label in English, common nouns lower-case ("gestion de projet"). */
export function getSkillLabel(skill: SkillFixture, language: Language): string {
  if (language === 'en' && skill.en) return skill.en;
  return skill.isCommonNoun ? toMidSentence(skill.name) : skill.name;
}

const slugCache = new Map<string, string>();
/** "Vue.js" → "vue-js", "Lefèvre" → "lefevre". */
export function slugify(text: string): string {
  let slug = slugCache.get(text);
  if (slug === undefined) {
    slug = toAscii(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    slugCache.set(text, slug);
  }
  return slug;
}

/** Lower-case ASCII without accents: "Lefèvre" → "lefevre"; used for e-mails, slugs and web addresses. */
export function toAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function formatThousands(value: number, language: Language): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'fr' ? '\u202f' : ',');
}

/** "Développeuse full-stack" → "développeuse full-stack"; "UX/UI designer", "DevOps engineer" stay as they are. */
function toMidSentence(title: string): string {
  return /^\p{Lu}\p{Ll}*(?![\p{L}\p{N}])/u.test(title)
    ? title.charAt(0).toLowerCase() + title.slice(1)
    : title;
}

/** "a" or "an" by sound: "an SEO consultant", "a UX/UI designer", "an accountant". */
function withEnglishArticle(title: string): string {
  const isAcronym = /^[A-Z]{2}/.test(title);
  const startsWithVowelSound = isAcronym ? /^[AEFHILMNORSX]/.test(title) : /^[aeio]/i.test(title);
  return `${startsWithVowelSound ? 'an' : 'a'} ${title}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
