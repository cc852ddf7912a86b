// Data moved on a schedule into what the client reads, asked in the client's words: "something that pulls the
// order history every night from the WMS", « extraire et nettoyer les données de l'ERP automatiquement, chaque
// nuit », « récupération automatique des formulaires Kobo vers une base centrale », "Power BI dashboards
// refreshed automatically". Data taken, on its own, from where it lives to where it is read is a data pipeline,
// when the brief is about reading it (dashboards, reports, forecasts); between two running systems it is an
// integration. Read on the normalised text (lower case, no accents), one sentence at a time.

import { sentencesOf, spanIn } from './sentences.ts';

/** The client's own name for the skill. */
export const DATA_PIPELINES = 'Pipelines de données (ETL/ELT)';

/** Data moved. */
const MOVED =
  /\b(?:pull(?:s|ed|ing)?|extract(?:s|ed|ing|ion)?|extraire|extraction|recuper\w+|load(?:s|ed|ing)?|charg(?:er|ement|ees?)|import(?:er|e|es|s|ed|ing)?|ingest\w*|collect(?:er|e|ed|ing|s)?|consolid\w+|centrali[sz]\w+|remont\w+|aliment\w+|feed(?:s|ing)?|flux (?:quotidiens?|de donnees|automatiques?)|data flow(?:s|ing)?|landing (?:in(?:to)?|there)|refresh(?:ed|es|ing)?|rafraichi\w*|mis(?:es)? a jour|updated|export(?:s|ed|ing|er)?)\b/;

/** On its own, on a schedule. */
const ON_A_SCHEDULE =
  /\b(?:automatic(?:ally)?|automatiquement|automatiques?|auto|every (?:night|day|morning|evening|hour|week|monday)|each (?:night|morning|day)|nightly|overnight|daily|hourly|chaque (?:nuit|jour|matin|soir|heure|semaine)|tous les (?:jours|matins|soirs)|toutes les nuits|quotidien\w*|en continu|in real time|en temps reel|scheduled|planifie\w*|weekly|monthly|hebdomadaires?|mensuel\w*|automat(?:e|ed|ion|iser|isee?s?))\b/;

/** What is moved: data, or the system it comes from. */
const DATA =
  /\b(?:data|donnees|history|historique|numbers|chiffres|figures|records|orders|commandes|formulaires|forms|volumes|readings|mesures|exports?|csv|erp|wms|crm|sage|sap|systems?|systemes?|base|bases|tables|sheets|fichiers|files|logs|ventes|sales|stocks?|inventory)\b/;

/** The brief is about reading the data. */
const READING =
  /\b(?:dashboards?|tableaux? de bord|reports?|reporting|rapports?|board pack|forecasts?|forecasting|previsions?|predict\w*|prevoi\w*|analy\w+|kpis?|indicateurs?|indicators?|power bi|looker|tableau|metabase|qlik|warehouse|entrepot de donnees|base centrale|central database|one view|vue unique|suivi-evaluation)\b/;

/** Said outright. */
const SAID =
  /\b(?:data extraction|extraction (?:des|de) donnees|flux de donnees automatis\w+|automated data (?:flows?|feeds?))\b/;

/** Dashboards kept up to date on their own: "Power BI dashboards refreshed automatically". */
const REFRESHED_ON_THEIR_OWN =
  /\b(?:dashboards?|tableaux? de bord|reports?|rapports?)\b[^.;!?\n]{0,40}\b(?:refresh(?:ed|es|ing)?|rafraichi\w*|mis(?:es)? a jour|updated) (?:automatically|automatiquement|every night|chaque nuit|nightly|overnight|toutes les nuits)\b/;

const ALREADY = /\b(?:already|deja)\b/;

const NOT_ASKED =
  /\b(?:pas besoin|no need|not in scope|out of scope|hors perimetre|we only need the dashboards|already automated|deja automatise\w*|ourselves|nous-memes|by our (?:own )?(?:team|accountant|staff|volunteers)|par (?:notre|nos) (?:equipe|comptable|benevoles)|on paper|sur papier|a la main|by hand|manually|manuellement)\b/;

/** Where `normalized` asks for data moved on a schedule into what the client reads, or null. */
export function findDataPipeline(normalized: string): { start: number; end: number } | null {
  if (!READING.test(normalized)) return null;
  for (const { text: sentence, start } of sentencesOf(normalized)) {
    if (NOT_ASKED.test(sentence)) continue;
    const said =
      SAID.exec(sentence) ?? (ALREADY.test(sentence) ? null : REFRESHED_ON_THEIR_OWN.exec(sentence));
    if (said) return spanIn(start, said);
    const moved = MOVED.exec(sentence);
    if (moved && ON_A_SCHEDULE.test(sentence) && DATA.test(sentence)) return spanIn(start, moved);
  }
  return null;
}
