// A dashboard asked without the tool to build it in: « un tableau de bord simple pour les techniciens », "a live
// dashboard for site managers, with alarms", "clear charts our team can use". Drawing the data is the need, data
// visualisation. With a business-intelligence tool named (Power BI, Looker Studio, Metabase…), the tool says how
// the dashboards are drawn, and is the skill read. Read on the normalised text (lower case, no accents).

/** The client's own name for the skill. */
export const DATA_VISUALISATION = 'Data visualisation';

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
  /\b(?:dashboards?|tableaux? de bord|ecrans? de suivi|charts|graphs|graphes|(?:des|les|de|nos|quelques) graphiques|visuali[sz]ations?|visuels de donnees)\b/g;

/** Refused or left to others, just before: "no need for a dashboard", « pas de refonte des dashboards », "you won't: build". */
const REFUSED_BEFORE =
  /\b(?:pas besoin (?:de|d')|pas de|no|not|never|without|sans|ni|won't|will not|don't need|do not need|don't want|do not want|no need for|pas (?:la peine|necessaire)|already have|already use|deja)\b[^.;!?\n]{0,30}$/;
/** Data around charts or visualisations. */
const DATA_NEAR =
  /\b(?:data|donnees|kpis?|indicat\w+|sales|ventes|chiffres|figures|metrics|suivi|tracking|stocks?|performance|reporting|volumes?|results|resultats|survey|enquete|statisti\w+|measures|mesures|numbers|trends?|tendances|forecasts?|previsions?|analy\w+|reports?|rapports?)\b/;

/** A dashboard the work only keeps up or uses: "trained to maintain the dashboard". */
const ONLY_USED_BEFORE =
  /\b(?:maintain|maintaining|update|updating|use|using|maintenir|mettre a jour|utiliser|faire vivre) (?:the|our|this|that|le|la|les|nos|notre|ce|cette|ces) $/;
/** Refused or left to others, just after: "dashboards are not in scope", « … sont faits par nos analystes ». */
const REFUSED_AFTER =
  /^[^.;!?\n]{0,40}?\b(?:(?:is|are) not (?:in scope|needed|required|part)|out of scope|hors perimetre|(?:n'est|ne sont) pas (?:a faire|demandes?|compris|inclus)|our analysts|nos analystes|en interne|in-house|in house|ourselves|nous-memes|not needed|pas necessaire|n'en (?:veut|voulons) pas)\b|^\s*:\s*(?:not needed|none|aucun|non|no)\b/;

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
    if (REFUSED_BEFORE.test(before) || ONLY_USED_BEFORE.test(before) || REFUSED_AFTER.test(after)) continue;
    // Charts and visualisations of data, not "the App Store charts" or « visualisations 3D de nos appartements ».
    const around = normalized.slice(Math.max(lineStart, at - 80), at + match[0].length + 80);
    if (!/^(?:dashboards?|tableaux? de bord|ecrans? de suivi)$/.test(match[0]) && !DATA_NEAR.test(around))
      continue;
    return { start: at, end: at + match[0].length };
  }
  return null;
}
