// Needs said as an action on an object, in one sentence: « on voudrait prévoir combien on va vendre de chaque
// référence semaine par semaine », "can someone clean up our HubSpot? 40k contacts, dupes everywhere", "welcome
// emails, birthday mails". A need is its action and its object in the same sentence, in either order, unless
// the sentence refuses it or gives it to the client's own people. Read on the normalised text (lower case, no
// accents), one sentence at a time.

import { MADE_FOR_NEWSLETTER } from './deliverable-destination.ts';
import { CURRENCY, SPENT_ONLY_CURRENCY_WORDS } from './currency.ts';
import { SPEND_VERBS, SPEND_WANTED, WISHES, WORK_ON_SPEND } from './money-spent.ts';
import { isRefusedAround } from './refusal.ts';
import { sentencesOf, spanIn } from './sentences.ts';

export interface SentenceNeed {
  /** The catalogue skill, by its French name. */
  skill: string;
  /** What is done. */
  act: RegExp;
  /** What it is done to, in the same sentence, when the action does not say it. */
  object?: RegExp;
  /** Something else the sentence must say too. */
  with?: RegExp;
  /** A sentence saying this is not read as the need. */
  unless?: RegExp;
  /** What the whole brief must say somewhere: its subject. */
  inBrief?: RegExp;
}

/** Words of paid advertising, in the normalised text. */
const AD_WORDS =
  'campagnes?|campaigns?|pubs?|publicites?|annonces|ads|advertising|adverts?|sponsoris\\w*|sponsored|acquisition|lead gen\\w*|compte pub|ad accounts?|paid (?:social|media)';
/** Meta's platforms as clients write them. */
const META_PLATFORMS = 'meta|facebook|fb|insta|instagram|ig';
/** An ad the client saw, kept, or brings in-house; a page's meta tags; a login; a tracking pixel. */
const KEPT_OR_SEEN_ADS =
  /\b(?:(?:vu|seen|saw|found|trouve|decouvert|through|grace a) (?:votre|your|vos|an?|une|la|the) (?:\S+ )?(?:pub|ad|annonce)|(?:pendant|durant|during|throughout) (?:la|the|toute la|cette|this) campa\w*|organi(?:c|que)s?|influen\w*|(?:gere|geree|geres|gerees|pilote|pilotee|pilotes|managed|handled|run|done) (?:by|par) (?!vous|you)|(?:notre|our) (?:agence|agency)|pas le sujet|not the (?:point|subject|issue)|signaux|signals|ne recoivent pas|(?:don't|do not|aren't|are not) (?:receive|receiving|getting)|sociofinancement|crowdfunding|financement participatif|fundrais\w*|collecte de fonds|meta (?:descriptions?|tags?|titles?|titres?|donnees)|balises? meta|metadata|on (?:le|la|les) garde|(?:on|nous) (?:les |le |la )?ger\w* (?:en direct|nous-memes|seuls?)(?![\s\S]*\b(?:confi\w*|agences?|agency|reprendre|reprenne|mais|but)\b)|we(?:'ll| will)? keep (?:that|this|it|them|doing|running)|(?:moving|moves|goes|going|brought|bringing|stays?|restent?|reste) in-?house|en interne|ourselves|nous[- ]memes?|moi[- ]meme|myself|not renewing|login|connexion|pixel|api)\b/;
/**
 * Money the client already puts into ads, said with no one asked to run them: « on dépense 4 000 €/mois en pub
 * Meta (notre agence média s'en occupe) », "spent about $4,000 with Facebook", "putting like $3k/mo into meta
 * ads", « 40 k€ de Meta + 15 k€ de Google Ads », « on paie déjà mille deux cents euros par mois de pub Facebook » (« on
 * met » and « on paie » with an amount or « déjà »: « on met en avant » pays nothing). Context, not the need.
 */
const AD_SPEND_ONLY = new RegExp(
  String.raw`^(?![\s\S]*(?:${WORK_ON_SPEND.source}|${SPEND_WANTED.source}))[\s\S]*(?:\b(?:(?:${SPEND_VERBS})\b|(?:on|nous|je|we|i|t'as|tu as|j'ai|on a|nous avons) (?:\S+ )?(?:met|mettons|mis|paie|paye|payons|put|pay|paid)\b(?: \S+){0,3}? (?:[$€£]?\d[\d\s.,]*\s?(?:k\b|m\b|${CURRENCY}|(?:${SPENT_ONLY_CURRENCY_WORDS})\b)|(?:deja|mille|cents?)\b))|` +
    // An amount with its currency before what it pays, no verb: « 40 k€ de Meta + 15 k€ de Google Ads ». Said as
    // what the work needs or its budget, it is the campaign's money.
    String.raw`^(?![\s\S]*\b(?:${WISHES}|prevoi\w*|need|needs|faut|pense\w*|budget|enveloppe|en tout|in total|to start|pour commencer|booster|boost)\b)[\s\S]*\d\s?(?:k|m)?\s?(?:${CURRENCY}|(?:${SPENT_ONLY_CURRENCY_WORDS})\b)\s?(?:\/\s?(?:mois|mo|mth|month)\b|(?:par|a|per) (?:mois|month)\b)?\s(?:de|d'|sur|en|on|into|in|with|chez)\s)`,
);
/**
 * Ads turned down at the end of what is said: "no ads please.", « sans pub, merci ». Not "no ads running at the
 * moment" (a state), nor "no ads on Meta though" (one network turned down beside another asked).
 */
const NO_ADS =
  /\b(?:no|without|sans|pas de|aucune?) (?:paid )?(?:ads|adverts?|advertising|pubs?|publicites?)(?: (?:please|pls|thanks|svp|stp|merci))?\s*(?:[.!;)\n]|$)/;
/** Ads the sentence does not ask anyone to run. */
const ADS_NOT_ASKED = new RegExp(`${KEPT_OR_SEEN_ADS.source}|${AD_SPEND_ONLY.source}|${NO_ADS.source}`);
/** Ad words that are not another network's ("Google Ads"). */
const META_AD_WORDS = `(?<!google |bing |linkedin |amazon |tiktok |youtube )(?:${AD_WORDS})`;
/** Ad words that are not another network's ("Meta Ads"). */
const TIKTOK_AD_WORDS = `(?<!google |bing |linkedin |amazon |meta |facebook |fb |insta |instagram |youtube )(?:${AD_WORDS})`;
/** Running a brand's social accounts: the work. */
const SOCIAL_WORK =
  "take over|taking over|took over|look(?:s|ing)? after|run(?:s|ning)?|manage|managing|handle|handling|grow(?:ing)?|post(?:s|ing)?|\\d+ ?(?:x|times|fois) (?:a|per|par) (?:week|wk|semaine|day|jour)|content|contenus?|stories|reels|publier|publications|poster|animer|animation d(?:e|es|u)|gerer|gestion|faire vivre|alimenter|s'occuper|(?:presents?|actifs?|present|active) (?:\\S+ )?(?:sur|on)";
/** A brand's social accounts. */
const SOCIAL_PLACES =
  'insta|instagram|ig|fb|facebook|tiktoks?|socials|social media|social accounts|social channels|reseaux sociaux|pinterest';

/** The people a service serves, whom research hears. */
const PEOPLE_SERVED =
  'membres|members|users|utilisateurs|utilisatrices|customers|clients|clientes|patients|drivers|chauffeurs|usagers|carriers|transporteurs|parents|eleves|students|etudiants|visitors|visiteurs|habitants|residents|citizens|citoyens|beneficiaires|beneficiaries|adherents|riders|tenants|locataires|shoppers|benevoles|volunteers|agents de terrain|field (?:staff|workers|agents)|nurses|infirmie\\w*|soignants|teachers|enseignants|farmers|agriculteurs';

/** What happens on an event's day and can be filmed there, in the normalised text. */
const EVENT_MOMENTS =
  '(?:la|the|this|cette|notre|our|votre|your) (?:soiree|evening|night(?! sky| shift)|diner|dinner)|gala|ceremon(?:y|ie|ies)|conferences?|congres|seminaires?|seminars?|speeches|discours|keynotes?|talks|auction|encan|ventes? aux encheres|concerts?|spectacles?|festival|remise des prix|awards|inauguration|assemblee generale|conseils? municipa(?:l|ux)|seances? du conseil|tables? rondes?|panels?|plenieres?';
export const SENTENCE_NEEDS: readonly SentenceNeed[] = [
  {
    // "predicts volumes per client for the next 4-8 weeks", « un modèle qui prévoit les rendements semaine après
    // semaine », "tells each shop how much to bake tomorrow", "tell each manager every afternoon: tomorrow, bake this
    // many": a quantity predicted by something built for it,
    // over a step of time. « Prévoir une version mobile » plans, "we forecast 20% growth" projects.
    skill: 'Prévision (séries temporelles)',
    act: /\b(?:predict\w*|forecast\w*|prevoi\w*|prevoy\w*|prevision\w*|anticip\w*|estimer combien|tells? (?:each|every|us|them|me) (?:\w+ ){1,2}how (?:much|many)|tells? (?:each|every|us|them|me)\b[^.;!?\n]{0,50}?\b(?:(?:this|that) many|what to (?:bake|order|make|produce|prepare|cook|stock))|(?:dit|dise|indique|indiquer) a chaque (?:\w+ ){1,2}combien)\b/,
    object:
      /\b(?:demand|demande|sales|ventes?|vendre|volumes?|yields?|rendements?|stocks?|orders|commandes|traffic|frequentation|production|how much|how many|this many|that many|what to (?:bake|order|make|produce|prepare|cook|stock)|combien|consumption|consommation|footfall|bookings|reservations|occupancy|remplissage|pannes|failures|breakdowns)\b/,
    with: /\b(?:models?|modeles?|tool|outil|algorithm\w*|algorithme\w*|machine learning|something that|quelque chose qui|per (?:client|customer|shop|store|product|site|sku|week|day)|par (?:client|magasin|boutique|reference|produit|semaine|jour|site)|each (?:shop|store|site|day|week|client)|chaque (?:magasin|boutique|jour|semaine|reference|client)|(?:semaine|week|jour|day|mois|month) (?:par|by|after|apres) (?:semaine|week|jour|day|mois|month)|next \d+|next day|the day after|prochaines? \d+|le lendemain|tomorrow|demain|better|mieux|earlier|plus tot|more accurately|plus precisement|history|historique|quelques jours avant|days before|some days before)\b/,
  },
  {
    // "clean up our HubSpot, dupes everywhere", « nettoyer la base, il y a des doublons partout », "the raw
    // export is messy (duplicates…); we need it cleaned". The verb, not "a clean design" or a cleaning company.
    skill: 'Qualité des données',
    act: /\b(?:clean(?:ed|ing)? up|clean (?:our|the|up|all|it|them|this)|cleaned|cleaning (?:our|the|of|up)|cleanse\w*|nettoy(?:er|ons|ez|ees?|es)|nettoyage (?:des|de la|du|de nos|de notre) (?:donnees|base|bases|fichiers?|crm|contacts|fiches)|dedup\w*|de-dup\w*|dedoublonn\w*|fix (?:the|our) (?:data|records|contacts))\b/,
    object:
      /\b(?:data|donnees|records|contacts|fiches|base|bases|crm|hubspot|salesforce|export|exports|spreadsheets?|fichiers|dupes|duplicates|doublons|addresses|adresses|listes?|lists?)\b/,
    unless:
      /\b(?:cleaning (?:company|services?|crew|staff|firm)|entreprise de nettoyage|nettoyage des (?:bureaux|locaux)|(?:is|are) (?:already )?clean|deja propres?|done by our|by our own|par notre (?:propre )?equipe|ourselves|nous-memes|in.house|en interne)\b/,
  },
  {
    // A film to make, not one to cut from footage the client has: « une petite vidéo, format vertical », "6-8
    // short vids filmed in store", « filmer nos formateurs en démonstration », "a 2-minute promo film", « quatre
    // films courts de présentation du territoire ». « Si ça pouvait tourner dans 3 mois » runs.
    skill: 'Réalisation vidéo',
    act: /\b(?:film(?:er|ons|ez|ed|ing)|(?<!\b(?:ca|cela|qui) (?:\S+ )?)tourn(?:er|ee|ees|es|age) (?:des |une |la |les |de )?(?:videos?|films?|clips?|au|a l|dans(?! \d)|en)|(?:video|film) shoot(?:ing)?|shoot(?:ing)? (?:the |a |some |our )?(?:videos?|films?|footage)|(?:petites?|courtes?|short|promo|promotional|brand|launch|corporate|recruitment|recruiting) (?:videos?|vids|films?)|films? (?:courts?|de presentation|promotionnels?|institutionnels?)|videos? (?:avec|with) (?:nos|notre|our|the|les)|(?:realiser|realisation d(?:e|es|')|produire|production d(?:e|es|')|make|produce|making|producing) (?:\S+ ){0,3}?(?:videos?|films?)|videos? de \d+ (?:secondes|minutes|s|min) pour)\b/,
    unless:
      /\b(?:rushes|existing footage|our (?:own )?footage|footage (?:we|that we) (?:have|shot|already)|nos (?:propres )?images|images existantes|deja (?:tourne|filme)\w*|already (?:shot|filmed)|(?:we|i) (?:film|shoot) (?:it |them )?(?:ourselves|myself)|nous-memes|moi-meme|soiree|gala|conferences?|keynotes?|talks|interventions|ceremon\w*|en direct|live stream\w*|stage|scene|spectacles?|performances?|speeches|discours|panels?|provided by|fourni\w* par|ce qu.on filme|what we film|montee?s?|monter|monteur|edited|editor|cut into|quiz\w*|modules?|festivals?|concours|competition|screenings?|projections?|production company|societe de production|we make (?:short )?films|(?:nous faisons|nous realisons|on fait) des films|last year|l'an dernier|from 20\d\d|de 20\d\d|(?:got|had|has|a fait) [\d.,]+ ?[km]? (?:views|vues)|watch our|regardez notre|should stay|doit rester)\b/,
  },
  {
    // "rewrite all listing titles, bullet points and descriptions for 35 products", « rédiger les descriptions des
    // 180 parfums de la boutique ».
    skill: 'Rédaction de fiches produits',
    act: /\b(?:write|writes|writing|rewrite|rewriting|re-write|rediger|redigera|reecrire|ecrire|redaction|reecriture) (?:\S+ ){0,4}?(?:descriptions?|listings?|fiches?|titles?|bullet points?|textes? (?:produits?|des produits)|textes? de presentation (?:de|des|du|pour) (?:chaque |nos |les )?(?:produits?|references|articles|bouteilles|vins|cuvees))\b/,
    object:
      /\b(?:products?|produits?|articles|references|skus?|listings?|catalogue|catalog|store|shop|boutique|amazon|etsy|marketplace\w*|perfumes?|parfums?|items)\b/,
  },
  {
    // "matter files (about 4 TB) moved into SharePoint", « il faudra récupérer l'historique (14 000 lignes) »,
    // "migrate their ~300 blog posts", « reprendre les fichiers existants des clubs », "clean everything up and move
    // it in", "put our customers from the Excel files into it": what the client has, moved once into what the work
    // builds; "bring the old data inside", « récupérer les dix ans d'archives ». Data moved again and again is a
    // pipeline or a connection.
    skill: 'Migration de données',
    act: /\b(?:migr(?:er|ons|ez|ate|ated|ating|ation|ations)|transf(?:er|erer|erons|ered|erring|erred)|move[ds]?|moving|reprendre|reprise (?:de |des |d')(?:\S+ ){0,3}?(?:donnees|dossiers|historique|fiches|clients|produits|contacts)|recuperer (?:l'historique|les donnees|nos donnees|toutes? (?:les|nos) (?:donnees|fiches))|import(?:er|ing|ed)?(?= (?:\S+ ){0,6}?(?:into|in|to|dans|vers|sur)\b)|(?<=^[\s\-•*]*)import(?:er|ing|ed)?|(?:bring|brought|bringing) (?:\S+ ){0,3}(?:over|across)|(?:bring|brought|bringing) (?:the |our )?(?:old|existing|historical|past) (?:\S+ ){0,2}?(?:in|into|inside)|recuperer (?:les |nos |tous? (?:les |nos ))(?:\S+ ){0,4}?(?:d')?(?:archives|anciens? (?:articles|contenus|billets|pages))|carr(?:y|ied|ying) (?:\S+ ){0,3}over|carried over|bascul(?:er|ons|ement)|put (?:\S+ ){0,5}?(?:from|out of) (?:the|our) (?:\S+ )?(?:excel\w*|spreadsheets?|sheets|files)\b[^.;!?\n]{0,30}\binto|recuperer tout)\b/,
    object:
      /\b(?:(?:move[ds]?|moving|bring|bringing|carry|carrying) (?:it|them|everything|it all|all of it) (?:in|over|across)\b(?! (?:place|mind|order|production|the cloud|charge)\b)|(?:from|dans|de) (?:the|our|nos|les|des|mes|my) (?:\S+ )?(?:excel\w*|spreadsheets?|google sheets|sheets|tableurs?|tableaux excel|fichiers excel|excel files)|data|donnees|historique|history|historical|records|fichiers existants|existing files|lignes|rows|item master|boms|opening stock|\d[\d ,.']* ?(?:k )?(?:clients|customers|contacts|produits|products|items|articles|posts|pages|documents|dossiers|lignes|rows|records|fiches|donors|donateurs|adherents|members|references|skus|tb|to|go|gb)|(?:orders?|commandes?|clients|customers) histor\w*|historique (?:de |des )?commandes|blog posts|articles de blog|file server|serveur de fichiers|matter files|fichiers clients|contacts|deals|masters|opening balances|comptes clients|customer accounts|(?:everything|all (?:that|of it)|it all|them) (?:across|over)|(?:all|tous|toutes) (?:our|nos|les|the|of our) (?:\S+ )?(?:products|customers|clients|produits|contacts|orders|commandes|data|donnees|records|fiches|files|fichiers)|tout (?:l'historique|le contenu)|ans d'archives|years of archives|archives (?:du|de l'ancien|de notre ancien|of the old|from the old|of our old) (?:site|blog|website)|anciens? (?:articles|contenus|billets|pages))\b/,
    unless:
      /\b(?:every (?:night|day|week|hour|morning)|each (?:night|day|week|morning)|chaque (?:nuit|jour|semaine|matin|soir)|tous les (?:jours|soirs|matins|lundis)|nightly|daily|hourly|quotidien\w*|automatically|automatiquement|in real time|en temps reel|real-time|sync\w*|synchronis\w*|schedul\w*|pipelines?|flux|feeds?|dashboards?|tableaux? de bord|reports?|rapports?|ourselves|myself|nous-memes|moi-meme|already (?:migrated|moved|imported)|deja (?:migre|transfere|importe|repris)\w*|pas de reprise|no (?:data )?migration|(?:users?|utilisateurs?|members?|membres) (?:can|could|should|will|pourront|peuvent|doivent pouvoir)|(?:customers?|clients?) (?:can|could|should|will|pourront|peuvent)|should be able|pourront|permettr\w*|warehouses?|entrepots?|locaux|offices?|bureaux|money|argent|funds|fonds|payments?|paiements?|securi\w*|securely|de facon securisee|reprise de (?:la|l') (?:societe|entreprise)|takeover)\b/,
  },
  {
    // Places shown on a map in what is built: "see all trucks on one map", « on voit toutes les parcelles sur une
    // carte », "a public page with a map of where frogs have been heard", "a public web map of the markets". Not
    // being found on Google's map ("we don't show up on the map"): that is local search.
    skill: 'Cartographie web',
    act: /\b(?:(?:see|show|shows|showing|display\w*|view|voir|voit|voient|afficher|affiche\w*|visualiser|montrer|montre)\b[^.;!?\n]{0,50}\b(?:on|sur) (?:a|one|the|a single|a live|une|la|une seule) (?:live |interactive |seule )?(?:map|carte)\b|(?:web|online|interactive|live|public) maps?\b|(?:a|an|the|one) (?:\S+ ){0,2}?map (?:of|showing) (?:where|all|the|our|every)\b|une carte (?:de toutes les|de tous les|des|de nos) (?:parcelles|points|magasins|boutiques|sites|agences|camions|vehicules|chantiers|stations|marches|parcs|sentiers|lieux|adresses|clients|membres|adherents|capteurs|bornes)\b)/,
    unless:
      /\b(?:mind ?maps?|road ?maps?|site ?maps?|process maps?|journey maps?|empathy maps?|heat ?maps?|story ?maps?|map out|mapping out|show(?:s|ing)? up|appear\w* (?:on|in)|appara\w* (?:sur|dans)|google ?maps?)\b/,
  },
  {
    // What the client needs worked out and written down before anything is built: "work out what we actually
    // need", "look at how orders actually flow … and write down what we need", « formaliser ce dont nous avons
    // besoin ». Not a client only unsure where to start (« je ne sais pas par où commencer »).
    skill: 'Analyse métier',
    act: /(?:(?:work|figure|find|sort) out what (?:we|i) (?:actually |really |truly )?need|write (?:down|up) what (?:we|i) need|(?:comprendre|definir|identifier|formaliser|ecrire|rediger) (?:precisement |exactement |noir sur blanc )?(?:ce dont|ce qu'il) (?:nous|on) (?:avons besoin|a besoin|faut)|etat des lieux (?:de nos|des) (?:process\w*|outils|pratiques|usages|flux))/,
  },
  {
    // An app that need not be in the stores, opened from the phone: "dont need it in the play store, just something
    // they open on the phone", « pas besoin de passer par les stores ».
    skill: 'Progressive Web App (PWA)',
    act: /\b(?:(?:don'?t|do not|no) need (?:it |them |to be |to go )?(?:in|on|through) (?:the |an? )?(?:play ?store|app ?store|stores?)|(?:not|without) (?:going )?(?:in|on|through) (?:the )?(?:play ?store|app ?store|stores)|sans passer par (?:les |l'|le )?(?:stores?|play ?store|app ?store)|pas besoin (?:de passer par|d'etre sur|d'etre dans|qu'elle soit sur|qu'elle soit dans) (?:les |le |l')?(?:stores?|play ?store|app ?store))/,
    with: /\b(?:phones?|telephones?|mobiles?|tablets?|tablettes?|androids?|smartphones?|app|appli|application|open|ouvr\w*|installe\w*)\b/,
    // A native app, or one bound for the stores later.
    unless:
      /\b(?:native|natives?|natif|ios|iphones?|swift|kotlin|flutter|react native|yet|pas encore|publish\w*|publier|next year|l'an prochain|later|plus tard)\b/,
  },
  {
    // "need labels for a winter seasonal series, 3 beers + a 4 pack carrier box": a product's labels and boxes.
    skill: 'Design packaging',
    act: /\b(?:labels?|carrier box(?:es)?|sleeves?|pouch(?:es)?|cartons? de \d+)\b/,
    with: /\b(?:beers?|bottles?|cans?|jars?|wines?|gins?|whiske?y|ciders?|coffee|teas?|chocolates?|cosmetics?|candles?|sauces?|seasonals?|(?:\d+|four|six)[- ]packs?|range|products?|bieres?|bouteilles?|canettes?|pots|vins?|cuvees?|gamme|produits?)\b/,
    unless:
      /\b(?:data|donnees|annotat\w*|training|dataset|machine learning|models?|modeles?|shipping labels?|address labels?|postage|record labels?|white[- ]label|label (?:rouge|bio|ab)|labels? (?:bio|rouge)|labell?ed|labell?ing (?:the )?(?:data|images)|keep (?:our|the) labels|labels? (?:stay|stays|are fine|are done)|nos etiquettes (?:restent|sont)|outbox|inbox|gmail|(?:we'?d|we will|we'll|we can) (?:supply|provide)|supplied|fourni\w*)\b/,
  },
  {
    // The client's system has an API the work must use: "our POS provider can give an API", « l'éditeur peut
    // nous ouvrir une API », "our IT team will expose the data through an API".
    skill: 'Intégration d’API',
    act: /\b(?:(?:give|provide|expose|offer|open) (?:us )?(?:an|their|its|a) (?:rest |open )?api|(?:through|via|using) (?:an|their|its|the) (?:rest )?api|(?:donner|fournir|ouvrir|exposer|donne|fournit|ouvre|expose) (?:nous )?(?:une|leur|son|l') ?api|(?:via|par) (?:une|leur|son|l') ?api)\b/,
    unless:
      /\b(?:our own api|notre (?:propre )?api|we (?:build|are building|sell)|nous (?:developpons|construisons|vendons))\b/,
  },
  {
    // "The store takes 6+ seconds to load on a phone", « le site met 8 à 10 secondes à s'afficher », « que le site
    // redevienne rapide »: the pages' speed.
    skill: 'Performance web',
    act: /\b(?:takes? (?:\d+\+?|[a-z]+)(?: to \d+)? seconds? to (?:load|open|display|show)|met (?:\d+|[a-z]+)(?: a \d+)? secondes? a (?:s'afficher|charger|s'ouvrir|apparaitre)|(?:redevienne|redevient|soit|rendre|make (?:it|the site|the store|the shop|our site)) (?:plus |enfin |vraiment )?(?:rapide|fast|faster|quick|quicker)|(?:trop|tres|super|hyper|vraiment|tellement|horriblement) lente?|(?:too|very|super|painfully|really|so|quite|extremely|terribly|incredibly|unbearably) slow(?! to (?:build|develop|deliver|ship|answer|reply|respond|pay|hire|react|adopt|change|decide))|slow to load|lente? a (?:charger|s'afficher))\b/,
    object:
      /\b(?:site|sites|store|shop|boutique|pages?|app|appli|website|checkout|panier|mobile|phone|telephone)\b/,
    // A task that is slow (sending invoices, processing orders) is no site's speed.
    unless:
      /\b(?:sending|processing|envoyer|envoi|traiter|traitement|saisir|saisie|facturer|invoic\w*|paperwork|admin)\b/,
  },
  {
    // « Relations avec la presse nationale », "getting the dailies … to cover us, media handling": press relations.
    skill: 'Relations presse',
    act: /\b(?:relations? avec (?:la |les )?(?:presse|medias|journalistes)|media relations|press relations|media handling|(?:get|getting) (?:\S+ ){0,5}to cover (?:us|it|the)|(?:contacter|approcher|demarcher|mobiliser) (?:les )?(?:journalistes|medias)|(?:reach out to|pitch(?:ing)? to|pitch) (?:the )?(?:journalists|press|media))\b/,
  },
  {
    // « un truc qui répond tout seul sur WhatsApp », "an assistant that answers these questions on WhatsApp".
    skill: 'Chatbots',
    // The words between the thing and its answering may say where it lives (« un assistant en ligne, sur notre
    // site et si possible sur WhatsApp, qui répond »), but not name people who answer (« l'équipe qui répond »).
    act: /\b(?:truc|outil|assistant|assistante|bot|quelque chose|something|systeme|system|ia|ai|tool)(?:,? (?!(?:l'|d')?(?:equipe|team|staff|personnes?|people|secretaires?|agents?|conseill\w+|collaborat\w+|collegues?|colleagues?|stagiaires?|interns?|gerant\w*|patron\w*|boss|receptionists?|assistante?s?|employes?|salaries|employees|someone|quelqu'un|moi|je)\b)[^\s.;:!?]+){0,12}?,? (?:qui|that|which) (?:repond\w*|answers?|replies|reply|respond\w*)\b/,
    // An assistant that answers the client's own people from its documents is retrieval, not a chatbot.
    unless:
      /\b(?:internal|interne|nos questions|our questions|(?:our|nos|notre) (?:own )?(?:documents?|docs|consultations|memos|notes|reports|rapports|content|contenus?)|source (?:docs|documents|report)|citations?|references? to the source|not client-facing)\b/,
  },
  {
    // « revoir nos envois de SMS », "weekly SMS to every member", "members can text a keyword to get their balance":
    // messages sent to the client's people by text; not a login's codes, an appointment's reminder, an alert.
    skill: 'Campagnes SMS',
    act: /\b(?:(?:envois?|blast\w*|bulk|mass|weekly|monthly|daily|hebdomadaires?|mensuel\w*|quotidien\w*|groupes?|campagnes?|campaigns?) (?:\S+ ){0,3}?(?:par |by |via )?sms|sms (?:\S+ ){0,2}?(?:to|a|aux) (?:every|all|each|our|nos|tous|toutes|chaque|les|their|leurs) (?:\S+ )?(?:members|customers|clients|adherents|membres|patients|parents|farmers|users|subscribers|abonnes|usagers|donors|donateurs|tenants|locataires|students|eleves)|(?:text|texter|envoyer) (?:a |un )?(?:keyword|mot[- ]cle))\b/,
    unless:
      /\b(?:codes?|2fa|mfa|otp|authentification|authentication|two[- ]factor|verification|verifi\w*|confirmations?|rappels?|reminders?|quand|lorsque|des que|when|whenever|as soon as|once)\b/,
  },
  {
    // « des déploiements automatisés », "builds going to Play Store and App Store automatically".
    skill: 'CI/CD',
    act: /\b(?:deploiements? automatis\w*|automat\w* (?:deploy\w*|deploiements?|builds?|releases?|mises? en production)|(?:builds?|deploy\w*|releases?) (?:\S+ ){0,8}automatically|mises? en production automatis\w*|continuous (?:integration|deployment|delivery))\b/,
  },
  {
    // "hand drawn, kinda comic book", « dessinées à la main »: drawings to make.
    skill: 'Illustration',
    act: /\b(?:hand[- ]drawn|drawn by hand|hand[- ]illustrated|illustrated by hand|dessinee?s? a la main|dessines a la main)\b/,
  },
  {
    // « nous aider à pourvoir ces postes », "help us fill the three roles", "find us two welders": people to hire.
    skill: 'Recrutement',
    act: /\b(?:pourvoir|fill(?:ing)?|staff(?:ing)? up) (?:ces |les |nos |\d+ |these |the |our |those )?(?:\S+ ){0,2}?(?:postes?|roles?|positions?|vacanc\w*|posts|openings)\b/,
    unless: /\b(?:en interne|in-house|nous-memes|ourselves|deja pourvus?|already filled)\b/,
  },
  {
    // « nous devons recruter trois conducteurs de travaux », "we need to hire three senior engineers", « de l'aide
    // pour trier et présélectionner les candidats »: the client's staff to find, in a brief that speaks of
    // candidates, positions or pay. People hired for the project itself ("hire two developers for three months to
    // build our app") and a product about hiring are not.
    skill: 'Recrutement',
    act: /\b(?:(?:recruter|embaucher|recrutons|embauchons|hire|hiring|recruit(?:ing)?) (?:\S+ ){0,2}?(?:\d{1,3}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)|(?:trier|tri|presele\w*|selectionner|screen(?:ing)?|shortlist\w*|sourcer|chercher|trouver|find(?:ing)?|source) (?:\S+ ){0,4}?(?:des |les |de |the |of )?(?:candidats|candidates|applicants|candidatures|applications)|(?:n'arriv\w* (?:plus |pas )?a|arrivons (?:plus |pas )?a|struggl\w* to|can't|cannot) (?:recruter|embaucher|hire|recruit))\b/,
    inBrief:
      /\b(?:candidats?|candidates?|applicants?|postes?|positions?|vacanc\w*|brut (?:annuel|mensuel|de base)|salary|salaires?|cdi|permanent|mandat|mandate|cabinet de recrutement|search firm|recrues?|hires|short-?list\w*|premiers entretiens|first(?:-round)? interviews|job (?:ads?|posts?|offers?)|offres? d'emploi)\b/,
    unless:
      /\b(?:en interne|ourselves|nous[- ]memes|our usual agency|notre agence habituelle|freelances?|freelancers?|contractors?|for (?:the|this) project|pour (?:le|ce) projet|to build|pour (?:developper|construire|creer)|(?:for|pour|pendant) (?:\d+|a few|quelques|two|three|four|six|deux|trois|quatre|six) (?:months?|weeks?|mois|semaines)|(?:so|donc|alors|du coup|which is why|c'est pourquoi) (?:\S+ ){0,3}?(?:need|want|faut|voudri\w*|souhait\w*|besoin)|benevoles|volunteers|participants|testeurs|testers|panel|patients|(?:plateformes?|platforms?|apps?|applications?|logiciels?|software|tools?|outils?|ats) (?:\S+ ){0,2}?(?:de |for |pour )?(?:recrutement|recruiting|recruitment|hiring|(?:qui |that |which )?(?:aide|helps?|lets?|permet\w*|ranks?|classe)))\b/,
  },
  {
    // "someone to film the evening", « filmer la remise des prix », "the speeches filmed": a moment of an event
    // filmed there. A film made to be shown at it ("a film for the gala") is not.
    skill: 'Captation vidéo d’événements',
    act: new RegExp(
      String.raw`\b(?:(?:filmer|filming|(?:to|and|will|can|could|would|should|please|must) film|tourner|capter)\s+(?!(?:\S+\s+){0,2}?(?:for|pour|to show|a projeter|a diffuser)\b)(?:\S+\s+){0,3}?(?:${EVENT_MOMENTS})|(?:${EVENT_MOMENTS})\s+(?:\S+\s+){0,2}?(?:filmed|filmee?s?|filmes))\b`,
    ),
  },
  {
    // « un état des lieux honnête : où sont nos trous de sécurité ? », « savoir si nos ordinateurs sont
    // correctement protégés », "a vulnerability assessment", « un audit de maturité » before a certification: a
    // look at how secure the client is, which is a security audit.
    skill: 'Audit de sécurité',
    act: /\b(?:etat des lieux|diagnostic|audit de (?:maturite|l'existant)|maturity (?:assessment|audit)|vulnerability assessments?|security (?:review|assessment|health ?check|posture review)|(?:savoir|verifier|check|know|tell us|find out) (?:si|whether|if|how) (?:\S+ ){0,8}?(?:bien |correctement |properly |really |actually )?(?:protege\w*|securise\w*|secured?|protected|safe|vulnerable|exposed|exposes?)|(?:ou sont|where are) (?:nos|our) (?:trous|failles|holes|weak (?:spots|points))|how (?:exposed|vulnerable) (?:we are|are we))\b/,
    with: /\b(?:securit\w*|security|cyber\w*|iso ?27001|nis ?2|failles?|trous de securite|security holes|vulnerab\w*|intrusion|hack\w*|ransomware|rancongiciel|pirat\w*|reseaux?|networks?|serveurs?|servers?|ordinateurs?|computers?|pcs?|laptops?|boites? mail|mailbox\w*|e-?mails?|mails?|informatique|it|systemes? d'information|systems|sites?|website|donnees|data|cloud|m365|microsoft 365|wi-?fi)\b/,
    unless:
      /\b(?:securite (?:incendie|alimentaire|routiere|au travail|sociale|des (?:personnes|biens))|fire safety|food safety|health and safety|road safety|social security|physical security|alarm\w*|cameras?|cctv|trademark|marque deposee|currency|devises?|taux de change|humidite|isolation|energ\w*)\b/,
  },
  {
    // « besoin de qqn pour la maintenance et quelques évolutions », « ensuite assure la maintenance tous les mois »,
    // "fix bugs and keep it up to date with store requirements", "take this app over … and then keep it running":
    // an application kept working, in a brief about software. The maintenance a supplier billed or no longer
    // does, a contract's, and machines' or buildings' upkeep are not.
    skill: 'Maintenance applicative (TMA)',
    act: /\b(?:assur\w* (?:ensuite )?la maintenance|(?:pour|for) (?:la |the )?maintenance(?= *(?:$|[,.;:)!?]|et |and |du site|de l'appli\w*|de l'application|du logiciel|of the (?:site|app|software)|ensuite|after|afterwards|ongoing|tous les mois|every month|mensuelle?|monthly))|(?:take over|reprendre|reprenne|reprend) (?:\S+ ){0,3}?(?:la |the )?maintenance|maintenance (?:et|and) (?:quelques |des |some |small )?(?:evolutions|improvements|updates|mises a jour|changes)|fix(?:ing)? (?:the |our |its |any |all )?(?:bugs|crashes)|corrig\w* (?:les |des |nos |ses )?(?:bugs|bogues)|keep (?:it|the app|the site|them) (?:up to date|running|updated|alive|working))\b/,
    inBrief:
      /\b(?:sites?|website|appli\w*|apps?|logiciels?|software|boutique en ligne|e-?shop|online shop|woocommerce|shopify|magento|prestashop|wordpress|drupal|symfony|laravel|react|plateformes?|platforms?|portail|portal|code)\b/,
    unless:
      /\b(?:factur\w*|charg\w* us|charges|coute|cost|costs|paie|paye|payons|paid|pay|contrats?|contracts?|marche de|techniciens?|technicians?|predicti\w*|machines?|presses|vehicules|batiments|buildings|plant|n'en assure plus|n'assure plus|no longer|ne (?:fait|fera|font) (?:plus|pas)|arrete\w*|stops?|stopped|titulaire|en interne|in-house|ourselves|nous-memes|gmao|cmms|during|pendant|while|migration|(?:application|appli|app|outil|tool|logiciel|software|plateforme|platform) (?:\S+ ){0,2}(?:pour|for) (?:la |the )?maintenance)\b/,
  },
  {
    // "we need it cleaned up and made secure so this doesn't happen again", "clean it + lock it down proper": a
    // hacked site or app made secure, which is application security. A mailbox or an office suite locked down is
    // not.
    skill: 'Sécurité applicative',
    act: /\b(?:made secure|make (?:it|the site|our site|the app|the shop) (?:\S+ )?secure|securis\w* (?:le |notre |mon |la |l')(?:site|appli\w*|boutique|wordpress)|(?:lock|locked|locking) (?:it|the site|our site|the app|the shop) down)\b/,
    inBrief:
      /\b(?:hacked|hacke|hack(?:ing)? (?:of|de)|pirate|piratee|piratage|malware|compromis|compromise|compromised|infecte\w*|infected|defaced|injected)\b/,
    unless:
      /\b(?:microsoft|365|m365|google workspace|e-?mails?|mailbox\w*|boites? mail|comptes?|accounts?|network|reseau|laptops?|ordinateurs?|postes?|instagram|facebook|linkedin|tiktok|2fa)\b/,
  },
  {
    // « comment on trouve les gens » for a camp site's 25 seasonal workers, "finding seasonal staff": the client's
    // staff to find, in a brief about hiring them.
    skill: 'Recrutement',
    act: /\b(?:trouv\w*|find(?:ing|s)?) (?:\S+ ){0,2}?(?:les |des |de |the |our |good |new )?(?:bons |nouveaux |nouvelles )?(?:gens|personnes|people|staff|saisonniers|saisonnieres|seasonal (?:staff|workers)|employes|salaries|workers|recrues|hires)\b/,
    inBrief:
      /\b(?:embauch\w*|recrut\w*|hire|hiring|saisonniers|saisonnieres|seasonal (?:staff|workers|hires)|postes? a pourvoir|job (?:ads?|posts?))\b/,
    unless:
      /\b(?:en interne|ourselves|nous[- ]memes|for (?:the|this) project|pour (?:le|ce) projet|clients?|customers?|users|utilisateurs|visitors|visiteurs|benevoles|volunteers|participants|testeurs|testers)\b/,
  },
  {
    // « comment on leur donne envie de venir chez nous plutôt qu'ailleurs », "make people want to work for us".
    skill: 'Marque employeur',
    act: /\b(?:donn\w* envie|make (?:people|them|candidates|staff|applicants) want) (?:\S+ ){0,3}?(?:de venir|de travailler|de bosser|de nous rejoindre|to (?:come|work|join))\b/,
    inBrief:
      /\b(?:embauch\w*|recrut\w*|hire|hiring|candidat\w*|candidates?|applicants?|saisonniers|saisonnieres|seasonal (?:staff|workers)|salaries|employees|staff)\b/,
  },
  {
    // « comment on les accueille les premiers jours pour qu'ils restent », "welcoming new starters in their first
    // week": the welcome of new staff.
    skill: 'Onboarding',
    act: /\b(?:accueil\w*|integr\w*|welcom\w*|onboard\w*|settl\w* in) (?:\S+ ){0,4}?(?:(?:les |leurs |ses |their |the )?(?:premiers jours|premieres semaines|first (?:days?|weeks?))|(?:les |nos )?(?:nouveaux|nouvelles) (?:arrivants?|arrivantes?|recrues?|salaries|salariees|embauches?|collaborat\w*)|new (?:hires?|starters?|joiners?|recruits?|staff|employees|team members))\b/,
    inBrief:
      /\b(?:embauch\w*|recrut\w*|hire|hires|hiring|saisonniers|saisonnieres|seasonal (?:staff|workers)|salaries|employees|staff|starters|recrues)\b/,
    unless:
      /\b(?:clients?|customers?|users|utilisateurs|visitors|visiteurs|patients|eleves|students|etudiants|guests|invites|app|appli\w*|logiciel|software|platform|plateforme)\b/,
  },
  {
    // "BBC Scotland want an interview", « France 3 et Ouest-France veulent nous interviewer »: the press to answer.
    skill: 'Relations presse',
    act: /\b(?:journalists?|journalistes?|reporters?|press|presse|media|medias|the (?:bbc|times|guardian|herald)|bbc(?: \w+)?|tv|tele|radio|(?:news)?papers?|journaux)\b[^.;!?\n]{0,40}?\b(?:want|wants|asking for|asked for|are asking|demand\w*|veulent|veut|voudraient|souhait\w*|request\w*)\b[^.;!?\n]{0,25}?\b(?:interview\w*|statement|comment|quote|declaration|reaction|nous parler|to talk to us|to speak to us)\b/,
  },
  {
    // « mieux faire connaître l'entreprise auprès des candidats », "make us known to job seekers".
    skill: 'Marque employeur',
    act: /\b(?:(?:faire )?connaitre (?:l'entreprise|la societe|notre entreprise|nos metiers|la boite|nous) (?:aupres )?(?:des|aux) (?:candidats|jeunes|demandeurs d'emploi|etudiants|talents)|(?:known|visible|attractive) to (?:candidates|job ?seekers|applicants|young people|graduates)|(?:attirer|attract) (?:plus de |more |des |de )?(?:candidatures|applicants|jeunes|young people|graduates))\b/,
  },
  {
    // « mesurer nos émissions de gaz à effet de serre », "calculate our scope 1-2 emissions".
    skill: 'Bilan carbone',
    act: /\b(?:mesur(?:er|ons|e)|measur(?:e|ing)|calcul(?:er|ons|ate|ating)|quantif\w*|comptabilis\w*|evaluer|assess(?:ing)?|bilan|inventory|inventaire)\b/,
    object:
      /\b(?:(?:nos|our|notre|leurs|their) (?:\S+ )?(?:emissions|empreinte)|gaz a effet de serre|ges|greenhouse gas\w*|ghg|scopes? [123])\b/,
    unless:
      /\b(?:calculat(?:eur|or)|saved|economisees?|evitees?|avoided|helps? (?:\S+ )?(?:reduce|cut)|our (?:app|platform|tool|product)|notre (?:appli|application|plateforme|outil|produit))\b/,
  },
  {
    // The client's social and environmental commitments, « un rapport sur nos engagements sociaux et
    // environnementaux »: corporate responsibility (its CSRD statement is non-financial reporting).
    skill: 'RSE',
    act: /\b(?:engagements sociaux et environnementaux|engagements environnementaux et sociaux|social and environmental (?:commitments|policy|policies)|environmental and social (?:commitments|policy|policies))\b/,
  },
  {
    // "Lot 1 : Sensibilisation des 4 200 agents", « campagne de sensibilisation » in a brief about security.
    skill: 'Sensibilisation à la cybersécurité',
    act: /\b(?:sensibilis\w*|awareness|faux (?:mails?|e-?mails?|courriels?) (?:de phishing|pieges?)|mails? pieges?|(?:fake|simulated) phishing|phishing (?:tests?|simulations?|campaigns?)|(?:reconnaitre|recognise|recognize|spot|reperer) (?:ce genre d'|les |the |these |such )?(?:arnaques?|scams?|phishing|hameconnage|faux mails))\b/,
    with: /\b(?:agents|staff|employees|salaries|personnel|equipes?|teams?|collaborat\w*|users|utilisateurs|soignants|cadres|phishing|hameconnage|cyber\w*|mots de passe|passwords?|intrusion|pentest\w*|campagnes?|campaigns?|sessions?|modules?|programmes?|programs?|training)\b/,
    unless:
      /\b(?:brand|marque|notoriete|linkedin|product|produit|clients? (?:prospects?)|dsi|tri|dechets|recycl\w*|environnement\w*|handicap|diversit\w*|harcelement|sante|securite routiere|road safety|incendie|fire)\b/,
    inBrief:
      /\b(?:cyber\w*|phishing|hameconnage|tests? d'intrusion|pentest\w*|securite (?:informatique|numerique|des systemes d'information|de l'information)|(?:information|it|cyber) security|ransomware|rancongiciel|rssi|ciso|nis ?2|iso 27001|pirate|piratee?s?|piratage|hacked|hackers?|hacke|hackee?s?|arnaques?|scams?|fraude au president|ceo fraud)\b/,
  },
  {
    // Paid campaigns on Meta's platforms, the campaign and the platform a few words apart: « gérer nos pubs
    // insta/fb », "lead generation campaigns on Instagram/Facebook", "acquisition on Google and Meta", « le ROAS
    // de nos campagnes meta s'effondre ». Not an ad the client saw, a page's meta tags, a login or a pixel.
    skill: 'Meta Ads',
    act: new RegExp(
      `\\b${META_AD_WORDS}\\W+(?:\\w+\\W+){0,5}?(?:${META_PLATFORMS})\\b|\\b(?:${META_PLATFORMS})\\W+(?:\\w+\\W+){0,5}?${META_AD_WORDS}\\b`,
    ),
    unless: ADS_NOT_ASKED,
  },
  {
    // Paid campaigns on TikTok, the campaign and the platform a few words apart: « lancer des campagnes TikTok », "a
    // few paid ads on Insta and TikTok".
    skill: 'TikTok Ads',
    act: new RegExp(
      `\\b${TIKTOK_AD_WORDS}\\W+(?:\\w+\\W+){0,5}?tiktok\\b|\\btiktok\\W+(?:\\w+\\W+){0,5}?${TIKTOK_AD_WORDS}\\b`,
    ),
    unless: ADS_NOT_ASKED,
  },
  {
    // Posts paid to be shown, « pilotage des publications sponsorisées », "boosting posts", in a brief that names
    // Meta's platforms.
    skill: 'Meta Ads',
    act: /\b(?:publications? sponsorisees?|posts? sponsorises?|sponsored posts?|boost(?:ed|ing)? (?:\S+ )?posts?|posts? boostes?|booster (?:nos |les |des )?(?:posts|publications))\b/,
    unless: ADS_NOT_ASKED,
    inBrief: new RegExp(`\\b(?:${META_PLATFORMS})\\b`),
  },
  {
    // Paid search, the campaign and Google a few words apart: « faire de la pub google », « des annonces sur
    // Google, en Allemagne », "acquisition on Google and Meta". Not Google's other products, nor being found
    // without paying (search optimisation).
    skill: 'Google Ads',
    act: new RegExp(
      `\\b(?:${AD_WORDS})\\W+(?:\\w+\\W+){0,4}?google\\b(?! (?:maps|business|my business|translate|traduction|analytics|sheets|workspace|drive|docs|cloud|play|reviews|avis|search console))|\\bgoogle\\W+(?:(?!maps|business|translate|traduction|analytics|sheets|workspace|drive|docs|cloud|play|reviews|avis)\\w+\\W+){0,3}?(?:${AD_WORDS})\\b`,
    ),
    unless: new RegExp(
      `${ADS_NOT_ASKED.source}|\\b(?:seo|referencement naturel|organic|organique|sans payer|without paying|showing|shows|affiche\\w*|dodgy|spam\\w*|pirat\\w*|hack\\w*)\\b`,
    ),
  },
  {
    // Someone runs the client's accounts, the work and the platform a few words apart: "take over our insta + fb",
    // "reels, tiktoks … posting like 4x a week", « être présents sérieusement sur Insta et TikTok ». A platform's
    // ads are Meta Ads; a job posted on a network is recruiting.
    skill: 'Réseaux sociaux',
    act: new RegExp(
      `\\b(?:${SOCIAL_WORK})\\W+(?:(?!(?:${AD_WORDS})\\b)\\w+\\W+){0,5}?(?:${SOCIAL_PLACES})\\b(?!\\W+(?:\\w+\\W+)?(?:${AD_WORDS}|login|pixel|api|shop|boutique|marketplace)\\b)|\\b(?:${SOCIAL_PLACES})\\W+(?:\\w+\\W+){0,2}?(?:${SOCIAL_WORK})\\b`,
    ),
    unless:
      /\b(?:(?:run|managed|handled|done|looked after|taken care of) by (?!you)|(?:gere|geree|geres|gerees|anime|animee|animes|tenu|tenue|tenus) par (?!vous|un |une )|job (?:ads?|posts?|offers?)|offres? d'emploi|annonces? (?:d'emploi|de poste)|vacanc\w*|recrut\w*|hiring|candidat\w*|ourselves|myself|nous[- ]memes?|moi[- ]meme|en interne|in-house|we keep|on (?:les |le |la )?garde|share (?:it|the \S+) on|partag\w+ (?:sur|le lien)|follow us|suivez-nous|display\w*|afficher|affiche|embed\w*|integrer|feed|flux|widget|already|deja|found (?:you|your)|(?:saw|seen|noticed|read) (?:your|a|an|the)|trouve (?:votre|vos)|(?:vu|lu) (?:votre|vos|une|un|la|le))\b/,
  },
  {
    // A logo with everything that bears it: « un logo et tout ce qui va avec : cartes de visite, en-tête », "a logo
    // plus business cards and letterhead": the brand's visual identity.
    skill: 'Identité visuelle',
    act: /\blogo\b(?: \S+){0,6}? (?:et tout ce qui va avec|and everything that goes with it|and all that goes with it|(?:et|and|\+|,) (?:la |les |des |nos |our |the )?(?:papeterie|stationery|letterheads?|en-?tetes?|charte graphique|brand guidelines?))\b/,
    unless:
      /\b(?:charte (?:graphique )?(?:existante|actuelle)|existing (?:brand )?guidelines|garder|keep|deja|already)\b/,
  },
  {
    // A model put to work in production: "one ML engineer to put it into production on our GCP setup", « mettre
    // le modèle en production », in a brief about predictions.
    skill: 'MLOps',
    act: /\b(?:(?:put|putting|puts|deploy|deploying|get|getting|take|taking) (?:\S+ ){0,3}?(?:into|in|to) production|(?:mettre|mise|passer|passage) (?:\S+ ){0,3}?en production|industrialis\w+ (?:le|les|du|des|ce|ces) (?:modele|modeles|model|models|algorithme))\b/,
    with: /\b(?:ml|machine learning|modeles?|models?|data scientists?|forecast\w*|prevision\w*|predict\w*|algorithm\w*|algorithme\w*|numbers|chiffres|scores?)\b/,
    inBrief:
      /\b(?:machine learning|ml engineers?|data scientists?|modele (?:de prevision|predictif)|predictive model|forecasting model|modeles? d'ia|ai models?|deep learning|vision par ordinateur|computer vision)\b/,
  },
  {
    // A product's pack to draw: "the can design for the 4 beers", « le design des canettes », "new labels for our 3
    // reds", « il lui faut une étiquette et un coffret ». Not shipping or colour labels.
    skill: 'Design packaging',
    act: /\b(?:(?:design|dessin|creation|conception|refonte|redesign|nouvelles?|new|refaire|creer|create|dessiner)\b(?: \S+){0,2}? (?:des |de la |du |de nos |of the |for the |for our |our |nos |les |the |pour les |pour nos )?(?:canettes|cans|labels|etiquettes|bottle labels|coffrets?|gift boxes|emballages?)|(?:can|label|bottle|etiquette|box|pack) designs?|(?:il (?:lui |nous )?faut|need|needs|besoin d'|besoin de) (?:\S+ ){0,2}?(?:une |des |new |nouvelles? |an? )?(?:etiquettes?|labels?)(?: (?:et|and) (?:un|une|a) (?:coffret|boite|etui|box|gift box))?)\b/,
    unless:
      /\b(?:etiquettes? (?:de couleur|d'expedition|d'adresse|de prix|imprimees?)|colou?r(?:ed)? labels|shipping labels?|address labels?|price labels?|label printers?|imprimantes?|white label|marque blanche|record labels?|maisons? de disques)\b/,
    inBrief:
      /\b(?:vins?|wines?|bieres?|beers?|brasserie|brewery|microbrasserie|distiller\w*|gin|rhum|rum|cidre|cider|spirits|spiritueux|cuvees?|cremant|champagne|cosmetiques?|cosmetics|chocolats?|thes?|teas?|cafes?|coffee|bottles?|bouteilles?|canettes|cans|reds|rouges|blancs|whites)\b/,
  },
  {
    // Screens to draw: "one designer who makes the new screens", « concevoir les nouveaux écrans », "design and
    // build the new site", « Maquettes | parcours patient et écrans ». Not screens the client already has drawn.
    skill: 'UI design',
    act: /\b(?:(?:concevoir|concoit|dessiner|dessine|maquetter|redesign(?:er)?|designs?|designing|makes?|making|draws?|drawing|refaire|creer|create|creating)\b(?: \S+){0,2}? (?:les |the |des |our |nos |its |ses |all |tous les |toutes les )?(?:nouveaux |nouvelles |new |futurs |futures )?(?:ecrans|screens|interfaces? (?:utilisateur|user|de l'app|of the app|mobile|web)|wireframes|mock-?ups)|design (?:and|&) build (?:the|a|our) (?:new )?(?:site|website|web site)|maquettes\W+(?:\w+\W+){0,3}?(?:ecrans|screens))\b/,
    unless:
      /\b(?:(?:are|is|sont|est|deja|already|tout) (?:\S+ )?(?:done|ready|faite?s|prete?s|validee?s|designed|dessinee?s)|(?:we|nous|on) (?:have|avons|a) (?:already |deja )?(?:the |les |des |our |nos )?(?:screens|ecrans|maquettes|mock-?ups|wireframes|designs)|fournie?s|provided|supplied|our (?:own |in-house )?designer|notre (?:propre )?(?:designer|graphiste)|screenshots?|captures? d'ecran)\b/,
  },
  {
    // Workshops run with people to decide or find something together: "design and facilitate a series of public
    // engagement workshops", « animerez les ateliers avec les métiers », « des ateliers avec les équipes pour
    // creuser les résultats », "small-group sessions … to dig into the results", "run sessions with our team".
    skill: 'Facilitation d’ateliers',
    act: /\b(?:facilitat(?:e|ed|es|ing)\b(?: \S+){0,5}? (?:workshops?|sessions?|ateliers?|meetings?)|anim(?:er|erez|era|erons|ent|ions)\b(?: \S+){0,2}? (?:les |des |deux |trois |quatre |\d+ )?ateliers|(?:ateliers?|workshops?)(?: \S+){0,3}? (?:avec|with) (?:les |des |nos |our |the |local |some )?(?:equipes|teams|habitants|residents|metiers|staff|salaries|employees|stakeholders|parties prenantes|utilisateurs|users|membres|members|adherents|partners|partenaires|managers|traders|commercants|business owners|pharmaciens|medecins|benevoles|volunteers|elus|agents)|ateliers? (?:participatifs?|collaboratifs?|de co-?construction|de co-?conception|d'ideation|de concertation)|(?:participatory|engagement|co-?design|ideation|facilitated|stakeholder) workshops?|(?:small[- ]group|focus[- ]group|follow-up) sessions|(?:run|hold|organi[sz]e) (?:\S+ ){0,2}sessions with (?:our|the|all|each) (?:team|teams|staff|managers|employees)|ateliers? pour (?:confronter|faire emerger|creuser|co-?construire|imaginer|prioriser|definir))\b/,
    unless:
      /\b(?:formations?|training|trainings|cours|cuisine|cooking|yoga|enfants|kids|poterie|pottery|mecanique|garage|(?:notre|our) atelier|atelier de (?:production|fabrication|reparation))\b/,
  },
  {
    // The story of a film, an episode or an audio guide to write: « il faudrait écrire les épisodes », « nous
    // n'avons ni histoire écrite ni dessins : tout est à imaginer », "we don't have a script yet", "turning our
    // findings into a story people can follow", "No scripts … we need someone to write them".
    skill: 'Scénarisation',
    act: /\b(?:(?:write|writing|develop(?:ing)?|draft(?:ing)?) (?:the |a |our )?(?:scripts?|stor(?:y|ies)|storylines?|scenarios?|episodes?)|(?:write|writing) (?:them|those|these)|turn(?:ing)? (?:\S+ ){0,3}into (?:a |one )?(?:story|stories|narrative|script)|(?:ecrire|imaginer|inventer|construire|scenariser) (?:le |les |un |une |l'|des |nos )?(?:scenarios?|scripts?|histoires?|storyboards?|episodes?|recits?)|(?:no|pas|ni|aucun|aucune|without|sans|don't have|do not have|haven't got|n'avons|n'avons pas) (?:de |d'|a |any |yet |encore )?(?:scripts?|scenarios?|histoires? ecrites?|story|storyline|storyboard)\b(?! (?:is|are|est|sont) )|tout est a (?:imaginer|ecrire|inventer))\b/,
    unless:
      /\b(?:(?<!\b(?:ni|no|aucune?|sans|without|d'|de) )(?:scripts?|scenarios?|histoires?|stor(?:y|ies)) (?:is |are |est |sont |deja |already )*(?:done|ready|written|final|provided|supplied|fournie?s?|ecrite?s?|pret(?:e|s|es)?|finie?s?|termine\w*)|(?:we|nous|our|nos|on) (?:will |'ll |va |allons )?(?:write|ecrire|ecrit|fournir|provide)|python|bash|shell|sql|deploy\w*|deploiement|backups?|sauvegardes?|automation|automatis\w*|scraping|pedagogi\w*|e-?learning|scorm|test scenarios?|scenarios? de test|user stor\w*)\b/,
    inBrief:
      /\b(?:films?|videos?|animation|anime(?:e|s|es)?|animated|explainer|clips?|spots?|podcasts?|episodes?|audio ?guides?|audioguides?|documentaire|documentary|court metrage|short film)\b/,
  },
  {
    // The client's own account named anywhere ("Mon insta stagne à 1 700 abonnés"), its posting asked in another
    // sentence: « que vous gériez le planning et la publication », "a content calendar and posting for us".
    skill: 'Réseaux sociaux',
    act: /\b(?:(?:le |du |un )?planning (?:et (?:de )?(?:la |les )?|de (?:la |les )?|des )?publications?|(?:la |les )?publications? (?:des |de nos |de mes )?(?:posts|contenus|stories|reels)|publier (?:nos |mes |les |des )?(?:posts|contenus|stories|reels)|calendrier editorial|content calendar|posting schedule|schedul\w* (?:and posting|our posts|the posts|posts)|(?:posting|post) (?:for (?:us|me)|regularly|consistently))\b/,
    unless:
      /\b(?:ourselves|myself|nous[- ]memes?|moi[- ]meme|en interne|in-house|we keep|on (?:les |le |la )?garde|reste\w* chez nous|stays? (?:with us|in-house)|scientifi\w*|journal|revue|magazine|presse|press|livre|book|rapport|report|newsletters?|blog|emails?|emailing|site web|website)\b/,
    inBrief:
      /\b(?:mon|ma|notre|nos|our|my) (?:compte |page |account |feed )?(?:insta|instagram|ig|facebook|fb|tiktok|pinterest)\b|\b(?:insta|instagram|ig|facebook|fb|tiktok|pinterest) (?:stagne|stagnates|is dead|est mort|ne decolle pas|n'avance pas)\b/,
  },
  {
    // Ads asked with no platform in the sentence, « de la pub pour que les gens du quartier me trouvent », in a
    // brief whose only networks are Meta's: Meta's ads.
    skill: 'Meta Ads',
    act: /\b(?:(?:de la |des |faire de la |some |run )(?:pubs?|publicites?|ads|advertising)|(?:pubs?|publicites?|ads|advertising) (?:\S+ )?(?:ciblee?s?|locale?s?|targeted|local|pour que|so that|pour toucher|to reach))\b/,
    unless: new RegExp(
      `${ADS_NOT_ASKED.source}|\\b(?:radio|tv|tele|television|affich\\w*|journal|journaux|presse|print|flyers?|posters?|billboards?|abribus|cinema|podcast|etsy|reddit|twitter|quora|ebay|leboncoin|vinted|spotify|waze|bing|amazon|google|linkedin|tiktok|youtube|pinterest|snapchat)\\b`,
    ),
    inBrief:
      /^(?![\s\S]*\b(?:google|bing|linkedin|tiktok|youtube|amazon|snapchat|pinterest|waze|spotify)\b)[\s\S]*\b(?:insta|instagram|facebook|fb|meta)\b/,
  },
  {
    // Buyers found and contacted for the client, in its words: "identify the right brands and importers, contact
    // them, set up meetings", « trouver de nouveaux distributeurs en Belgique », "we want 8-10 serious new buyers".
    // Not customers who find the client (search, ads, social), nor people to hire.
    skill: 'Prospection commerciale',
    act: /\b(?:(?:find|finding|identify|identifying|contact|contacting|approach|approaching|reach out to|reaching out to|land|win|sign up|bring in|get (?:us )?(?:in front of|meetings with)|set up meetings with|book meetings with)(?: \S+){0,4}? (?:new |more |potential |prospective |the right )?(?:buyers|importers|distributors|resellers|retailers|stockists|wholesalers|b2b (?:customers|clients)|accounts|brands and importers)|(?:trouver|identifier|contacter|demarcher|approcher|decrocher|signer|rencontrer)(?: \S+){0,4}? (?:de |des |d')?(?:nouveaux |nouvelles |potentiels )?(?:acheteurs|distributeurs|importateurs|revendeurs|grossistes|enseignes|centrales d'achat|clients (?:b2b|professionnels|pros|grands comptes))|(?:\d+(?:-\d+)? |more |de )?(?:new|nouveaux|serious|qualified|qualifies|serieux) (?:new )?(?:buyers|importers|distributors|acheteurs|importateurs|distributeurs|revendeurs|resellers))\b/,
    unless:
      /\b(?:recrut\w*|hiring|hire|candidat\w*|google|seo|search|ads|pubs?|publicit\w*|campagnes?|campaigns?|instagram|facebook|tiktok|linkedin ads|website|site web|site internet|(?:our|nos|les) (?:buyers|acheteurs|distributeurs|distributors) (?:can|could|will|pourront|peuvent)|existing|existants|actuels)\b/,
  },
  {
    // « des photos correctes des bouteilles et des coffrets », "new shots of the whole range": the products
    // photographed. Not photos the client supplies or has.
    skill: 'Photographie produit',
    act: /\b(?:photos?|photographies?|pictures?|pics|shots?|packshots?|shooting|images)\b(?: \S+){0,4}? (?:(?:de|des|du|of|for) (?:nos |notre |our |the |les |la |le |chaque |each |every |all )?(?:\S+ )?)?(?:produits?|products?|bouteilles?|bottles?|coffrets?|gift boxes|flacons?|bijoux|jewell?e?ry|vetements|garments|clothes|articles|items|references|skus|plats|dishes|bouquets|meubles|furniture|gamme|range|catalogue|collection|pieces|cuvees|biscuits|chocolats|candles|bougies|shoes|chaussures|bags|sacs)\b|\b(?:photos?|photographies?|pictures?|pics|shots?|packshots?|images)\b(?: \S+){0,3}? (?:of|de|des|du) (?:the |our |nos |les |la |le |each |chaque )?(?:\S+ )?(?:boxes|hampers|paniers garnis|meat|viande|cheeses?|fromages?|wines|vins|cakes|gateaux|pastries|patisseries|ceramics|ceramiques|pottery|poteries|soaps?|savons|toys|jouets|teas|thes|honey|miels?|beers|bieres|cosmetics|cosmetiques|lamps|lampes|rugs|tapis)\b/,
    unless:
      /\b(?:(?:nous|on|we|our (?:\S+ )?(?:team|staff|photographer)|notre (?:\S+ )?(?:equipe|photographe)) (?:\S+ )?(?:fourni\w*|provide\w*|supply|supplied|send|enverr\w*|have|avons|a deja|already|shoot|take|prend|prenons|ferons)|(?:photos?|pictures?|images|shots) (?:are |sont |also |aussi |deja |already ){1,2}(?:done|faites?|fine|ok|good|bonnes?|ready|pretes?)|photos? (?:also )?done|we have (?:good |great |nice |plenty of )?(?:photos?|pictures?|images)|ai|ia|generat\w*|stock photos?|banques? d'images|instagram|tiktok|reels|upload\w*|ajouter|ajoutent|telecharg\w*|their products|leurs produits|sellers|vendeurs|users?|utilisateurs|pourront|can add|can upload)\b/,
  },
  {
    // "turn our training manual into short lessons the workers can do on their phones", « des modules de formation
    // à suivre en ligne »: courses taken at a distance.
    skill: 'E-learning',
    act: /\b(?:lessons?|modules?|courses?|cours|lecons?|capsules?|formations?|trainings?|parcours de formation)\b/,
    with: /\b(?:on (?:their|the|a|your|our) (?:own )?(?:phones?|mobiles?|smartphones?|tablets?)|sur (?:leur|leurs|son|sa|un|le|les|des) (?:telephones?|portables?|smartphones?|mobiles?|tablettes?)|online|en ligne|a distance|remote(?:ly)?|self[- ]paced|at (?:their|your) own pace|a (?:leur|son|votre) rythme|lms|moodle|e-?learning)\b/,
    unless:
      /\b(?:(?:we|nous|on) (?:sell|vend\w*|offer|propos\w*|run|organis\w*|donn\w*) (?:\S+ ){0,2}(?:courses|cours|formations|lessons)|already|deja (?:en ligne|sur)|in[- ]person only|uniquement en presentiel|paiement|payment|plugins?|extensions?|crm|erp|odoo|sap|booking|reservation|commande|orders?|live|en direct|webinaires?|webinars?|visio\w*|zoom|teams|classes? virtuelles?|virtual (?:classrooms?|sessions?)|bought|achete\w*|(?:our|nos|notre) (?:online )?(?:courses|cours|formations) (?:are|sont|sell|se vendent))\b/,
  },
  {
    // "The wording must be very simple … English is their second language", « des textes faciles à lire »:
    // easy-to-read writing for readers who read with difficulty.
    skill: 'FALC (facile à lire et à comprendre)',
    act: /\b(?:(?:wording|language|texts?|words|english|french|textes?|langage|mots|francais|redaction|phrases|sentences) (?:\S+ ){0,3}?(?:(?:very|really|tres|vraiment|extremely|extremement) (?:simple|simples)|plain|easy to (?:read|understand)|faciles? a (?:lire|comprendre))|plain (?:language|english)|easy[- ](?:to[- ])?read (?:format|version|versions|texts?)|facile a lire et a comprendre)\b/,
    unless:
      /\b(?:interface|ui|design|navigation|site|website|app|appli|process|processus|formulaire|form|checkout|onboarding)\b/,
  },
  {
    // « des entretiens et observations avec des membres », "go and talk to carriers and drivers", "interview 20
    // customers": the people who use the service heard by the team. Not hiring interviews, nor the press.
    skill: 'UX research',
    act: new RegExp(
      `\\b(?:entretiens?|interviews?|interviewer|observations?|observer|(?:talk|speak) (?:to|with)|parler (?:a|avec)|interroger|rencontrer|shadow\\w*|sessions? de test|tester (?:\\S+ ){0,3}aupres)\\W+(?:\\w+\\W+){0,4}?(?:${PEOPLE_SERVED})\\b`,
    ),
    unless:
      /\b(?:commercial|commerciaux|sales|vendre|vente|prospect\w*|embauche|recrut\w*|hiring|hire|candidat\w*|job interviews?|press|presse|journalists?|journalistes|medias?|podcasts?|videos?|filmed|filmes?|temoignages? (?:video|filmes?)|testimonials?|documentar\w*|footage|camera\w*|aerial|archive\w*|tournage|case stud\w*|etudes? de cas|satisfaction (?:survey|questionnaire)|support|service client|customer (?:service|support)|repondre|answer\w*|call cent\w*)\b/,
  },
  {
    // « une synthèse des besoins et des profils types de membres », "archetypes of our customers".
    skill: 'Personas',
    act: /\b(?:profils? types?|profils? d'(?:utilisateurs?|usagers?|acheteurs?) types?|(?:user|customer|member|buyer) archetypes?|archetypes? (?:de|of) (?:\S+ )?(?:users|customers|clients|membres|members))\b/,
  },
  {
    // « comprendre ce dont nos membres ont réellement besoin », "work out what to build first", "agree on the 3–4
    // problems to fix first": what a product should do, found before it is built.
    skill: 'Product discovery',
    act: /\b(?:comprendre (?:ce dont|ce que) (?:nos|les|leurs) (?:\S+ )?(?:membres|utilisateurs|clients|usagers|adherents|patients|users) (?:ont (?:\S+ )?besoin|veulent|attendent)|understand what (?:our|the|their) (?:\S+ )?(?:users|customers|members|clients|patients|drivers|carriers) (?:\S+ )?(?:need|want|expect)|ce qu'il faut (?:construire|developper|faire) en premier|what (?:to|we should) build first|(?:problems|problemes|irritants|pain points) (?:to fix|a regler|a resoudre) (?:first|en premier|d'abord))\b/,
  },
  {
    // « l'avocat pose sa question en langage courant et obtient une réponse avec les références des documents »,
    // "staff ask questions in plain English and get answers from our manuals", "a Q&A tool that answers with
    // citations": answers drawn from the client's own documents, with their sources.
    skill: 'RAG (génération augmentée par récupération)',
    act: /\b(?:pose\w* (?:sa|ses|une|des|leur|leurs) questions?|ask(?:s|ing)? (?:a |their |any |its |his |her )?questions?|questions? en langage (?:courant|naturel)|in (?:plain|natural|everyday) (?:english|language|french)|en langage (?:courant|naturel)|q ?& ?a (?:tool|outil|assistant|bot|system|systeme)|(?:answer|answers|answering|repondre aux?|repond(?:e|ent)? aux?) (?:\S+ ){0,2}?questions? (?:over|about|on|from|sur|a partir d[eu']) (?:our|nos|notre|its|their|the|les|leurs) (?:own |propres? )?(?:\S+ ){0,2}?(?:documents?|docs|precedents?|opinions|filings|archives|contracts|contrats|procedures|policies|manuals?|manuels|files|dossiers|jurisprudence|notes)|question[- ]answering|(?:answers?|repon\w*) (?:w\/|with|avec) (?:citations?|(?:les |des |their |the )?(?:references|sources))|(?:assistant|outil|tool|bot|chatbot|ia|ai|systeme|system|gpt|chatgpt)\b[^.;!?\n]{0,40}\b(?:repond\w*|answer\w*) (?:\S+ ){0,3}?(?:a partir d[eu']|from|based on|using|en s'appuyant sur|sur la base d[eu']) (?:\S+ ){0,2}?(?:documents?|docs|procedures|manuals?|manuels|knowledge base|base documentaire|base de connaissances|policies|politiques|fiches))(?![\w/])/,
    inBrief:
      /\b(?:documents?|dossiers|docs|memos?|knowledge base|base (?:documentaire|de connaissances)|ged|pdfs?|manuals?|manuels|procedures|policies|politiques|contrats|contracts|archives)\b/,
    with: /\b(?:outils?|tools?|assistants?|bots?|chatbots?|systemes?|systems?|ia|ai|search|recherche|moteur|engine|repon\w*|answers?|gets?|obtien\w*|retrouve\w*)\b/,
    unless:
      /\b(?:(?:our|notre|nos|my|mon|ma) (?:\S+ )?(?:team|staff|equipe|agents?|people|colleagues|collegues|advisers|advisors|conseillers) (?:answers?|repond\w*|handles?|gere\w*)|faq (?:page|section)|page faq|contact form|formulaire de contact|call us|appelez|support team|equipe support|(?:to|au|a la|aux) (?:the |notre |our |le |la )?(?:property manager|manager|gestionnaire|agent|staff|equipe|team|support))\b/,
  },
  {
    // « répondre aux messages et aux commentaires », "replying to inquiries in the inbox", "moderate both at
    // weekends": the client's community answered, where it talks to the client in public.
    skill: 'Modération de communautés',
    act: /\b(?:moderat(?:e|es|ed|ing|ion|or|ors)|moderer|moderation|moderateu\w*|(?:repondre|reponses?|repond\w*|replying|reply|replies|answer\w*|respond\w*)(?: \S+){0,2}? (?:aux |to |the |les |des |nos |our )?(?:\S+ )?(?:commentaires|comments|messages|dms|dm|inbox|mentions|inquiries|enquiries|questions des abonnes|avis|reviews))\b/,
    unless:
      /\b(?:par (?:mail|e-?mail|courriel|telephone|tel|chat)|by (?:e-?mail|phone|chat)|support|service client|customer (?:service|support|care)|helpdesk|help desk|tickets?|zendesk|freshdesk|sav|hotline|call cent\w*|standard telephonique|content moderation (?:model|api|tool)|ai|ia)\b/,
    inBrief:
      /\b(?:facebook|instagram|insta|tiktok|reseaux sociaux|reseaux|social media|socials|fb|ig|linkedin|discord|communaute|community|forum|groupe facebook|whatsapp|youtube|twitch|reddit|telegram)\b/,
  },
  {
    // "SMS for promos", "send SMS alerts … by ward", « des SMS pour nos soldes »: messages sent to many. Not a
    // code, a reminder or a step's notice sent to one.
    skill: 'Campagnes SMS',
    act: /\b(?:sms|textos?|text messages?|text blasts?)\b/,
    with: /\b(?:promos?|promotions?|campagnes?|campaigns?|marketing|sends|blasts?|newsletters?|offres|soldes|sales|alerts?|alertes?|broadcasts?|diffus\w*|calendar|calendrier|flows?|klaviyo|attentive|(?:e-?mails?|emails?) (?:\+|and|et|&) (?:sms|text))\b/,
    unless:
      /\b(?:codes?|otp|2fa|two[- ]factor|double authentification|verification|verify|reminders?|rappels?|confirmations?|when|whenever|quand|lorsque|des que|(?:to|au|a la|to the) (?:\S+ )?(?:technicians?|techniciens?|sales reps?|commercial|manager|team|equipe|staff|admins?|engineers?|drivers?|chauffeurs?)|a chaque etape|at each step|appointment|rendez-vous|sending costs|couts? d'envoi|gateway|passerelle|pay (?:separately|directly))\b/,
  },
  {
    // « teste 2-3 versions de la landing », "real split tests", "run a test on the pricing page (2 variants)".
    skill: 'A/B testing',
    act: /\b(?:split[- ]?tests?|split testing|test(?:er|e|ons|s|ing)? (?:\S+ ){0,5}?(?:versions|variants?|variantes)|tests? a\/?b|a\/?b tests?)\b/,
    unless: /\b(?:app store|play store|beta|recette|qa|regression|unit|unitaires?|load|charge)\b/,
  },
  {
    // « remettre à plat nos process d'exploitation », "streamline how requests flow": the way the work is done.
    skill: 'Optimisation des processus',
    act: /\b(?:remettre a plat|revoir|repenser|simplifier|streamline|simplify|rethink|ameliorer|optimiser|optimi[sz]e|improve|fix) (?:\S+ ){0,2}?(?:nos |our |les |the |notre |des |leurs |their )?(?:\S+ )?(?:process|processus|procedures|workflows?|facons de (?:faire|travailler)|ways? of working|flux de travail|fonctionnement interne|organisation interne)\b/,
    unless:
      /\b(?:hiring process|recruitment process|processus de recrutement|onboarding|checkout|paiement|payment|ci\/cd|build process|deploy\w*|commande|order\w*|achats?|purchase|inscription|sign-?up|reservation|booking|boutique|shop|store|site)\b/,
  },
  {
    // « réparer le suivi des conversions », "fixes the tracking so we know calls → booked appointments", « remettre
    // à plat les balises … via le gestionnaire de balises »: what a site tells the ad and analytics tools.
    skill: 'Google Tag Manager',
    act: /\b(?:(?:suivi|tracking|mesure) (?:des |of |the )?(?:conversions?|evenements|events)|conversion tracking|(?:fix|fixes|fixing|repair|reparer|corriger|remettre a plat|refaire|set up|mettre en place|clean up)(?: \S+){0,3}? (?:the |le |les |our |notre |nos )?(?:tracking|suivi des conversions|balises|tags|tagging|pixels?)|gestionnaire de balises|tag manager|server-?side (?:tracking|tagging))\b/,
    // Tracking set inside the tool a brief names ("dans GA4", "our Google Ads tracking") is that tool's work.
    unless:
      /\b(?:colis|parcels?|shipments?|livraisons?|deliveries|orders? tracking|suivi de commande|gps|vehicules?|vehicles?|flotte|fleet|time tracking|suivi du temps|bugs?|issues?|tickets?|(?:dans|in|sur|on|into) (?:ga4|google analytics|analytics|matomo|piwik)|(?:ads|adwords) tracking)\b/,
  },
  {
    // "moved off the server into Microsoft 365", "get out of the cupboard and onto Azure", « la migration de
    // l'application … vers son offre cloud »: the client's own servers left for a cloud.
    skill: 'Migration vers le cloud',
    act: /\b(?:moving off|move off|moved off|get(?:ting)? out of|sortir (?:de|du)|quitter (?:le|les|notre|nos)|migr\w*|move[ds]?|moving|transf\w*|bascul\w*|(?:into|onto|to|vers|dans) (?:the |le |son |leur |une |an? )?(?:offre )?cloud)\b/,
    with: /\b(?:on-?prem\w*|(?:office|our|old|physical|own) servers?|servers? (?:in|under) (?:a|the|our) (?:cupboard|closet|basement|back room|office)|cupboard|placard|sous-sol|serveurs? (?:physiques?|internes?|du sous-sol|dans (?:un|le|notre) placard)|salle (?:informatique|serveur|des serveurs)|server room|notre serveur|our server)\b/,
    unless:
      /\b(?:already (?:moved|migrated)|deja (?:migre|bascule)\w*|we moved|nous avons migre|last year|l'an dernier)\b/,
  },
  {
    // "write down how it all hangs together", "produce proper documentation of what the old system does", "the
    // manuals … checked and rewritten so that they are clear": documents that explain how things work.
    skill: 'Technical writing',
    act: /\b(?:write (?:down|up) how|document(?:ing)? (?:how|what|the (?:system|process|setup|architecture)|everything)|(?:proper|clear|full|complete) documentation|documentation (?:of|for|de|du|des) (?:what|how|the|l'|le|la)|(?:write|rewrite|rewritten|produce|rediger|reecrire|ecrire|produire)(?: \S+){0,4}? (?:manuals?|manuels?|user guides?|guides? (?:utilisateurs?|d'utilisation)|instructions for use|modes? d'emploi|notices? (?:techniques?|d'utilisation)|datasheets?|fiches techniques|documentation))\b/,
    // A quality manual belongs to the quality system; an API's documentation to its specification.
    unless:
      /\b(?:tradu\w*|translat\w*|(?:we|nous|our engineers|nos ingenieurs) (?:write|writes|redigeons|ecrivons)|quality manual|manuel qualite|iso \d+|(?:documentation (?:de l'|of the |for the |of our |de notre )?api|api doc\w*|swagger|openapi))\b/,
  },
  {
    // "a proper email plan: welcome emails, birthday mails", « une newsletter mensuelle aux adhérents ».
    skill: 'Emailing',
    act: /\b(?:welcome (?:e-?mails?|mails?|journeys?|series)|birthday (?:e-?mails?|mails?)|email (?:plan|campaigns?|series|sequences?|flows?|blasts?)|e-?mailings?|newsletters?|lettres? d'information|infolettres?|campagnes? (?:d'e-?mails?|de mails?|mail)|mails? de bienvenue)\b/,
    // A newsletter the site only links to or signs people up for, one the client already sends and keeps, or one a
    // drawing or a photo is made for.
    unless: new RegExp(
      String.raw`${MADE_FOR_NEWSLETTER.source}|` +
        /\b(?:(?:newsletter|infolettre|lettre d'information) (?:sign-?up|signups|subscription|form|formulaire)|(?:sign-?up|subscribe|subscription|inscription|abonnez-vous|s'abonner) (?:form |formulaire )?(?:to |a |for )?(?:our |the |la |notre )?(?:newsletter|infolettre|lettre d'information)|(?:newsletter|infolettre)[^.;!?\n]{0,30}(?:footer|pied de page|that's fine|(?:ca|cela) nous (?:va|convient)|in.house|en interne|nous-memes|ourselves|not part|pas (?:dans|inclus)|hors)|link to (?:our|the) newsletter)\b/
          .source,
    ),
  },
];

/**
 * The needs of `SENTENCE_NEEDS` that `normalized` says, each with the words of the first sentence saying it that
 * `isTaken` takes (a sentence in a part that asks for nothing is not: the next one saying it may be).
 */
export function findSentenceNeeds(
  normalized: string,
  isTaken: (need: { skill: string; start: number; end: number }) => boolean = () => true,
): { skill: string; start: number; end: number }[] {
  const found: { skill: string; start: number; end: number }[] = [];
  const sentences = sentencesOf(normalized);
  for (const need of SENTENCE_NEEDS) {
    if (need.inBrief && !need.inBrief.test(normalized)) continue;
    for (const { text: sentence, start } of sentences) {
      const act = need.act.exec(sentence);
      if (!act || (need.object && !need.object.test(sentence)) || need.unless?.test(sentence)) continue;
      if (need.with && !need.with.test(sentence)) continue;
      const before = sentence.slice(Math.max(0, act.index - 40), act.index);
      const after = sentence.slice(act.index + act[0].length);
      if (isRefusedAround(before, after)) continue;
      const said = { skill: need.skill, ...spanIn(start, act) };
      if (!isTaken(said)) continue;
      found.push(said);
      break;
    }
  }
  return found;
}
