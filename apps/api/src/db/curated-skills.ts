import { DATA_SKILLS } from './curated-skills/data.ts';
import { DESIGN_SKILLS } from './curated-skills/design.ts';
import { DEVELOPMENT_SKILLS } from './curated-skills/development.ts';
import { DEVOPS_SKILLS } from './curated-skills/devops.ts';
import { FINANCE_SKILLS } from './curated-skills/finance.ts';
import { HR_SKILLS } from './curated-skills/hr.ts';
import { LEGAL_SKILLS } from './curated-skills/legal.ts';
import { MANAGEMENT_SKILLS } from './curated-skills/management.ts';
import { MARKETING_SKILLS } from './curated-skills/marketing.ts';
import { PRODUCT_SKILLS } from './curated-skills/product.ts';
import { SALES_SKILLS } from './curated-skills/sales.ts';
import { SECURITY_SKILLS } from './curated-skills/security.ts';
import type { CuratedSkill } from './curated-skills/types.ts';
import { WRITING_SKILLS } from './curated-skills/writing.ts';

export type { CuratedSkill } from './curated-skills/types.ts';

/**
 * The skills catalogue Escouade ships with, one file per category under `curated-skills/`. Every start puts it
 * in the database after the migrations (`curated-skills-sync.ts`: missing skills added, names and aliases
 * merged, nothing an admin wrote removed); `curated-skills.test.ts` checks its rules.
 */
export const CURATED_SKILLS: readonly CuratedSkill[] = [
  ...DEVELOPMENT_SKILLS,
  ...DEVOPS_SKILLS,
  ...DATA_SKILLS,
  ...DESIGN_SKILLS,
  ...MARKETING_SKILLS,
  ...WRITING_SKILLS,
  ...PRODUCT_SKILLS,
  ...MANAGEMENT_SKILLS,
  ...SECURITY_SKILLS,
  ...FINANCE_SKILLS,
  ...LEGAL_SKILLS,
  ...HR_SKILLS,
  ...SALES_SKILLS,
];
