// A dashboard asked without the tool to build it in: « un tableau de bord simple pour les techniciens », "a live
// dashboard for site managers, with alarms", "clear charts our team can use". Drawing the data is the need, data
// visualisation. With a business-intelligence tool named (Power BI, Looker Studio, Metabase…), the tool says how
// the dashboards are drawn, and is the skill read. Read on the normalised text (lower case, no accents).

import { isRefusedAround } from './refusal.ts';

/** The client's own name for the skill. */
export const DATA_VISUALISATION = 'Data visualisation';

/** A printed report: an annual or impact report, a brochure. */
const PRINTED_REPORT =
  /\b(?:rapports? (?:annuels?|d'activite|d'impact)|(?:annual|impact|activity) reports?|brochures?|plaquettes?)\b/;
/** A brief asking a dashboard or a tool's screens: its figures drawn are data visualisation. */
const DASHBOARD_OR_TOOL =
  /\b(?:dashboards?|tableaux? de bord|power ?bi|looker|metabase|grafana|kpis?|web (?:tool|app))\b/;
/** How far around the figures drawn a printed report is looked for. */
const REPORT_REACH = 400;

/**
 * The skill of the figures drawn at `at` in `normalized`: infographics in a printed report named near them, in a
 * brief that asks no dashboard (« les chiffres clés présentés sous forme de schémas », "simple charts and drawings"
 * in an impact report); data visualisation otherwise.
 */
export function chartsSkill(normalized: string, at: number): string {
  const around = normalized.slice(Math.max(0, at - REPORT_REACH), at + REPORT_REACH);
  return PRINTED_REPORT.test(around) && !DASHBOARD_OR_TOOL.test(normalized)
    ? 'Infographies'
    : DATA_VISUALISATION;
}

/** Tools that draw dashboards: named, they are the skill asked for the dashboards. */
const DASHBOARD_TOOLS = new Set([
  'Power BI',
  'Tableau',
  'Looker',
  'Looker Studio',
  'Metabase',
  'Qlik',
  'Excel avancé',
  'Grafana',
  'Superset',
  'Google Analytics',
  'Analytique produit',
  'Cartographie web',
  // A dashboard built in a front-end framework is the product's screens, an application.
  'React',
  'Vue.js',
  'Angular',
  'Next.js',
  'Svelte',
]);

/** The same tools said as what the client already runs: « nous avons déjà Power BI ». */
const TOOL_WORDS =
  /\b(?:power ?bi|tableau (?:software|desktop|server|cloud)|looker|data studio|metabase|qlik\w*|grafana|superset)\b/;

const DASHBOARD =
  /\b(?:dashboards?|tableaux? de bord|ecrans? de suivi|charts|graphs|graphes|(?:des|les|de|nos|quelques) graphiques|visuali[sz]ations?|visuels de donnees|sous forme de (?:schemas|graphiques|visuels)|schemas (?:simples|visuels|clairs))\b/g;

/** Data around charts or visualisations. */
const DATA_NEAR =
  /\b(?:data|donnees|kpis?|indicat\w+|sales|ventes|chiffres|figures|metrics|suivi|tracking|stocks?|performance|reporting|volumes?|results|resultats|survey|enquete|statisti\w+|measures|mesures|numbers|trends?|tendances|forecasts?|previsions?|analy\w+|reports?|rapports?)\b/;

/** Dashboards the client already has: "we already have dashboards", « on a déjà des tableaux de bord ». */
const HELD_BEFORE = /\b(?:already have|already use|deja)\b[^.;!?\n]{0,30}$/;

/** A dashboard the work only keeps up or uses: "trained to maintain the dashboard". */
const ONLY_USED_BEFORE =
  /\b(?:maintain|maintaining|update|updating|use|using|maintenir|mettre a jour|utiliser|faire vivre) (?:the|our|this|that|le|la|les|nos|notre|ce|cette|ces) $/;

/**
 * An application's screen for one of its users, not a view of data: "the admin dashboard our ops team uses", "our
 * merchant dashboard", "a clickable prototype of the clinician dashboard", « le tableau de bord administrateur ».
 */
const APP_SCREEN_BEFORE =
  /\b(?:admin|administrator|administrateur|merchant|marchand|clinician|back-office|backoffice|back office)s?'?\s$/;
const APP_SCREEN_AFTER = /^\s(?:administrateur|admin|marchand|back-office)\b/;
/** A dashboard tested for its security is the application's: "a penetration test of … the admin dashboard". */
const SECURITY_TEST_BEFORE =
  /\b(?:penetration|pentest\w*|pen test\w*|intrusion|vulnerabilit\w*|security (?:test|assessment|review|audit)\w*)\b[^.;!?\n]{0,80}$/;

/**
 * Where `normalized` asks for a dashboard no named tool draws, or null. `namesRead`: the skills the brief names.
 */
export function findDashboardNeed(
  normalized: string,
  namesRead: readonly string[],
): { start: number; end: number } | null {
  if (namesRead.some((name) => DASHBOARD_TOOLS.has(name)) || TOOL_WORDS.test(normalized)) return null;
  for (const match of normalized.matchAll(DASHBOARD)) {
    const at = match.index ?? 0;
    const lineStart = normalized.lastIndexOf('\n', at) + 1;
    const before = normalized.slice(Math.max(lineStart, at - 60), at);
    const after = normalized.slice(at + match[0].length);
    if (isRefusedAround(before, after) || HELD_BEFORE.test(before) || ONLY_USED_BEFORE.test(before)) continue;
    if (
      APP_SCREEN_BEFORE.test(before) ||
      APP_SCREEN_AFTER.test(after) ||
      SECURITY_TEST_BEFORE.test(normalized.slice(Math.max(0, at - 120), at))
    )
      continue;
    // Charts and visualisations of data, not "the App Store charts" or « visualisations 3D de nos appartements ».
    const around = normalized.slice(Math.max(lineStart, at - 120), at + match[0].length + 80);
    if (!/^(?:dashboards?|tableaux? de bord|ecrans? de suivi)$/.test(match[0]) && !DATA_NEAR.test(around))
      continue;
    return { start: at, end: at + match[0].length };
  }
  return null;
}
