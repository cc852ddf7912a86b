// Lines of a brief that are not the need: e-mail headers, signatures and disclaimers (a "CFO" or a "Quality
// Manager" under a name, "SAS au capital de…"), and list items that say what the client already has or what
// is out of scope ("Stack actuelle : Snowflake + Looker", "Hors périmètre : tout ce qui est ML", "We already
// have: Zendesk"). Skills named there are context, never the work.
import { normalizeText } from '../../../text/words.ts';
import type { Span } from './evidence.ts';

const HEADER_LINE = /^\s*(?:de|from|to|a|cc|cci|bcc|sent|envoye|date|reply-to|tel|phone|mobile|t|m)\s*:/;
/** The line that opens a forwarded or original message under a reply. */
export const FORWARDED =
  /^[-_=*\s]*(?:message transfere|forwarded message|original message|message d'origine|debut du message)/;
const SIGN_OFF =
  /^\s*(?:cordialement|bien cordialement|bien a vous|bav\s*[,.]?$|salutations|sinceres salutations|merci d'avance|merci par avance|merci(?: beaucoup| encore| bien| infiniment)?\s*[,!.]?$|thanks(?: so much| a lot| again| very much)?\s*[,!.]?$|thanks in advance|thank you(?: so much| very much| again)?\s*[,!.]?$|many thanks|best\s*[,!.]?$|all the best|best wishes|veuillez agreer|best regards|kind regards|warm regards|regards|cheers|bonne journee|a bientot|(?:avec )?(?:nos|mes) (?:meilleures|sinceres|cordiales) salutations|meilleures salutations|(?:yours )?(?:sincerely|faithfully|truly)\s*[,.]?$|respectfully\s*[,.]?$|warmly\s*[,.]?$|with (?:best |kind |warm |many )?(?:regards|thanks|wishes)\s*[,.]?$|--\s*$|__+\s*$)/;
/**
 * A sign-off and the writer's name on one line, its role after it: "Thanks, Lukas (Head of Sales Ops, Cork)",
 * « Merci, Claire – DAF ». Read on the line as written: the name's capital tells it from "Thanks, we need…".
 */
const SIGN_OFF_WITH_NAME =
  /^\s*(?:[Tt]hanks|[Tt]hank you|[Mm]any thanks|[Cc]heers|[Bb]est|[Bb]est regards|[Kk]ind regards|[Ww]arm regards|[Rr]egards|[Mm]erci|[Mm]erci beaucoup|[Cc]ordialement|[Bb]ien à vous|[Bb]onne journée)\s*[,!.–—-]\s*\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+)?\s*(?:[(,–—-].*)?$/u;
/** A line drawn across a message: "———", "-----", "=====", "_____". */
const SEPARATOR_LINE = /^\s*[-—–_=*~]{3,}\s*$/;
/** The title of a document pasted under a letter: « EXTRAIT DU PROCÈS-VERBAL », « Annexe : cahier des charges ». */
const ATTACHED_DOCUMENT_TITLE =
  /^\s*(?:extraits?|pieces? jointes?|p\.?j\.?\s*:|attachments?|attached|annexes?|compte[- ]rendu|proces[- ]verbal|minutes|cahier des charges|terms of reference|statement of work|brief|notes? (?:de (?:reunion|service|cadrage))|meeting notes)\b/;

const COMPANY_FORM_AT_END =
  /\b(?:ltd|limited|plc|llc|llp|inc|corp|gmbh|ag|bv|nv|sa|sas|sasu|sarl|eurl|sci|scop|spa|srl|pty|co)\.?\s*$/;
/**
 * Whether the first line with words from `from` titles a document of its own: a known title's words, or a title
 * in capitals (« EXTRAIT DU PROCÈS-VERBAL DE LA RÉUNION »), not a confidentiality notice.
 */
function opensAttachedDocument(lines: readonly string[], from: number): boolean {
  const title = lines.slice(from).find((line) => line.trim() !== '');
  if (title === undefined) return false;
  const norm = normalizeText(title);
  if (DISCLAIMER.test(norm)) return false;
  if (ATTACHED_DOCUMENT_TITLE.test(norm)) return true;
  // "SMITH AND SONS PLUMBING LTD": a company's name in a signature's footer, not a document's title.
  if (COMPANY_FORM_AT_END.test(norm)) return false;
  const letters = title.match(/\p{L}/gu) ?? [];
  const capitals = title.match(/\p{Lu}/gu) ?? [];
  return letters.length >= 12 && capitals.length >= 0.8 * letters.length;
}
/** Who attended a meeting, in its minutes: « Présents : Dr Marchal (DG), M. Perrin (DPO) ». */
const ATTENDEES_LINE =
  /^\s*(?:presents?|presentes?|absents?|excuses?|excusees?|attendees|present|participants|in attendance|apologies|diffusion|copie a|redacteur|redige par|minutes taken by|note taker)\s*:/;
const DISCLAIMER =
  /(?:this (?:e-?mail|message)(?: and any attachments?)? (?:may contain|is confidential|is intended)|confidentiality notice|ce (?:message|courriel|e-?mail|mail)(?: et (?:ses|les|toutes ses) pieces jointes)? (?:est|sont) (?:strictement )?(?:confidenti\w+|destinee?s? (?:exclusivement |uniquement )?(?:a l'usage|au destinataire|aux destinataires))|ce (?:message|courriel|e-?mail|mail)(?: et (?:ses|les|toutes ses) pieces jointes)? (?:peu(?:t|vent) contenir|contien(?:t|nent) des informations)|au capital de|registered in (?:england|scotland|wales|northern ireland|ireland)\b|registered office|company (?:no|number)|siret|\brcs\b|n° tva|vat (?:no|number)|sent from my)/;
/** A list item's number or letter before its words: "2.", "Art. 2.6 -", "b)", "(c)". */
const ITEM_NUMBER = String.raw`(?:(?:(?:art(?:icle)?\.?|section|§)\s*)?(?:\d{1,2}(?:\.\d{1,2})*[.)]?|\(?[a-z]\))\s*(?:-\s*)?)?`;
/**
 * What is out of scope: the rest of the line is excluded whatever it names ("2.2 Out of scope: social engineering…",
 * "Explicitly out of scope for the pilot: …", « 2.6 – Hors périmètre : l'hébergement… »).
 */
const EXCLUDED_HEADER = new RegExp(
  String.raw`^\s*(?:[-*•>#]+\s*)?${ITEM_NUMBER}(?:explicitly |expressly |strictly |clearly |expressement |explicitement )?(?:ce qui est |what is |what's )?(?:hors (?:du )?perimetre|(?:perimetre|prestations?|elements?) exclue?s?|excluded(?: from (?:the )?scope)?|scope exclusions?|hors scope|not in (?:this |the )?scope|out of scope|not (?:in|within) (?:this|the) budget|pas dans (?:ce|le) budget|hors budget|not needed|not required|pas besoin|pas necessaire|exclu(?:s|sions?)?|non inclus|not included|nice not needed|ce qu'on ne (?:veut|souhaite) (?:surtout )?pas|ce que (?:nous ne voulons|nous ne souhaitons|je ne veux) (?:surtout )?pas|what we (?:don't|do not) (?:want|need)|(?:what )?(?:we're |we are )?not looking for|(?:ce qu'on|ce que nous) ne (?:cherch\w*|recherch\w*) pas|what i (?:don't|do not) want|you will not be doing|you won't be doing|you will not do|vous ne (?:ferez|serez) pas|pas (?:pour )?cette fois|pas (?:pour )?maintenant|pas pour l'instant|not this time|not (?:for )?now|won'?t(?: have)?(?: this time)?|will not have|[^:\n]{0,40}\((?:pas (?:pour )?maintenant|pas pour tout de suite|pas pour l'instant|plus tard|later|not now|not yet|not for now|pas encore|pour plus tard|for later)\))(?:\s+(?:for now|for the moment|at this stage|this time|for (?:this|the) (?:phase|pilot|project|contract|engagement|tender|lot)|in this phase|pour l'instant|pour le moment|a ce stade|cette fois|pour (?:cette|la) phase|pour (?:ce|le) (?:pilote|projet|lot|marche|contrat)|dans cette phase))?\s*:`,
);
/**
 * A priority list's item left for later: "MAYBE - a podcast", « Plus tard : une appli », "Nice to have: SSO",
 * "Maybe later, not in this budget — a WhatsApp bot".
 */
const PARKED_ITEM = new RegExp(
  String.raw`^\s*(?:[-*•>#]+\s*)?${ITEM_NUMBER}(?:maybe|peut-etre|later|plus tard|nice to have|nice-to-have|optional|optionnel(?:le)?|could have|won't have|wont have|si budget|if budget allows|bonus|phase 2 \(later\))(?:\s*(?:,\s*)?(?:later|plus tard|not (?:in|within) (?:this|the) budget|pas dans (?:ce|le) budget|hors budget|not now|pas maintenant|next year|l'an prochain|l'annee prochaine))*\s*(?:[-–—:]|\()`,
);
/** A table's row marked left for later: "Amazon ads\tNOT this round, later". */
const TABLE_ROW = /\t|\|.*\|/;
const PARKED_ROW =
  /\b(?:not this round|not (?:this|for this) (?:phase|time|year)|pas (?:cette fois|pour cette fois|pour l'instant|maintenant|dans ce lot)|later|plus tard|parked|on hold|en attente|not now|hors perimetre|out of scope|optional|optionnel(?:le)?)\b/;
/** What the client already has: the rest of the line is context, unless it asks for something. */
const CONTEXT_HEADER =
  /^\s*(?:[-*•>#]+\s*)?(?:existant|l'existant|stack actuelle|stack existante|stack technique actuelle|(?:quick |some |a bit of |brief )context|(?:un peu de |petit |bref )contexte|outils actuels|outils existants|environnement actuel|environnement existant|we already have|already in place|deja en place|on a deja|nous avons deja|ce qu'on a|ce que (?:l'on|nous) (?:a|avons)|what we (?:have|'ve got|have got)(?: (?:today|now|already|so far))?|current (?:stack|setup|tools|tooling|state)|existing (?:stack|setup|tools)|tools in place|context|contexte|secteur|secteur d'activite|domaine d'activite|sector|industry|business sector|type d'entreprise|type of business|comment (?:nous )?avez[- ]vous (?:connu\w*|entendu parler de (?:nous|notre \S+))|comment vous nous avez (?:connu\w*|trouve\w*)|how did you (?:hear about|find|learn about|come across) us|how you (?:heard about|found) us|referral source|referred by|done|already done|what'?s done|deja fait|deja faits|ce qui est (?:deja )?fait|fait|faits|termine|termines|completed|about us|a propos de nous|qui sommes[- ]nous|who we are|aujourd'hui|actuellement|situation actuelle|today|currently|current situation|as-is|ce qui ne (?:bouge|change) pas|ce qui reste (?:en place|inchange)|what (?:stays|doesn't change|does not change|isn't changing|is not changing|we keep)|ce (?:qu'on|que nous) gardons|ce qu'on garde)\s*:/;
/**
 * "Stack : Node/TS, Go, Postgres": what the client runs, in a brief whose work is on it rather than in it (its
 * reliability, its security, its tests, its infrastructure). In a developer's brief, the stack is what they build
 * with.
 */
const STACK_HEADER = /^\s*(?:[-*•>#]+\s*)?(?:(?:la|notre|our|the|tech|current) )?stack(?: technique)?\s*:/;
/** "stack Node/Postgres sur Scaleway" said inside a sentence: what the client runs, up to the clause's end. */
const STACK_SAID =
  /(?<![-\w])(?:(?:la|notre|our|the|tech|current) )?stack(?: technique)?\s*:?\s+(?:(?:is|est|:)\s+)?(?!(?:puis|then|et|and|de|du|des|of|pour|for|qui|that|which|avec|with|a|an|un|une|le|la|les|the|to|au|aux)\b)(?=[a-z0-9])[^,;.()\n]{1,60}/g;
const WORK_ON_THE_STACK =
  /\b(?:sre|site reliability|devops|pentest\w*|penetration test\w*|tests? d'intrusion|audit de securite|security audit|observabilit\w*|on-call|astreinte|iac|infrastructure as code|qa engineer|testeur|tester|test automation)\b/;

/**
 * Words anywhere in a line that announce what the client already runs, then a colon: « voici ce qui est déjà en
 * place et qui marche : », "What we already run:", "To be clear on what we already have (no need to propose):".
 * What follows on the line, or the lines below when the colon ends it, is context.
 */
const CONTEXT_LEAD =
  /\b(?:quick context|some context|a bit of context|for context|un peu de contexte|petit contexte|pour le contexte|pour contexte|what we (?:already (?:run|use|have|have in place)|(?:run|use|are running|are using)(?: already| today| now| currently| in place)?)|what(?: is|'s) already (?:in place|there|running|set up)|ce qui (?:est|existe) deja(?: en place)?|ce qui est (?:en place|existant)|ce (?:qu'on|que nous) (?:a|avons|utilis\w*) deja(?: en place)?|ce (?:qu'on|que nous) utilis\w*(?: aujourd'hui| actuellement)?|already in place|deja en place|(?:tools|stack) we (?:already )?(?:use|run|have(?! to))|(?:nos|our) (?:outils|tools) (?:actuels|current|in place|en place))\b(?![^:;.!?\n]*\b(?<!no |pas de |pas )(?:besoin|besoins|need|needs|want|souhait\w*|identifi\w*|prevu\w*|planned|in mind|to deliver|a livrer|budget\w*|attend\w*|expect\w*))[^:;.!?\n]{0,40}:/;
/**
 * Words that open a sentence as context: "For context", "FYI", « Pour info », « À titre indicatif ». One vocabulary for the
 * needs (here) and for the money (`budget.ts`).
 */
export const CONTEXT_LEAD_WORDS = String.raw`for context|for reference|for info|for your info|fyi|pour (?:le )?contexte|pour info|pour information|pour votre information|a titre d'information|a titre indicatif`;
/** A sentence opened by words that call it context, then a comma: "For context, …", « Pour info, … ». */
const CONTEXT_SENTENCE_LEAD = new RegExp(
  String.raw`(?:^(?:\s*>)*\s*|(?<=[.!?]\s{1,3}))(?:${CONTEXT_LEAD_WORDS})\s*,`,
  'g',
);
/** What the client has, said with what it will change into: "Sage and Excel, to be connected to a new Odoo". */
const CHANGES =
  /\b(?:new|nouve\w*|connect\w*|replace\w*|remplac\w*|migr\w*|switch\w*|move to|passer (?:a|sur|sous))\b/;

/**
 * A heading alone on its line ("## Hors périmètre", "Out of scope:", « Contexte ») opens a section of its kind that
 * runs to the next blank line or heading.
 */
const SECTION_HEADING =
  /^[ \t]*(?:#+[ \t]*)?(?:(?:section|article|partie|part|chapitre|chapter)[ \t]+)?(?:(\d+)(?:\.\d+)*[ \t]*[.)]?[ \t]*(?:[-–—][ \t]*)?)?([a-z']+(?: [a-z']+){0,7})[ \t]*(?::[ \t]*)?$/;
const HEADING_LINE = /^[ \t]*(?:#+[ \t]*\S|[a-z' ]{3,40}:[ \t]*$)/;
/** A numbered line's first number: "4. Prestations attendues" → 4, "3.1 …" → 3. */
const LINE_NUMBER =
  /^[ \t]*(?:(?:section|article|partie|part|chapitre|chapter)[ \t]+)?(\d+)(\.\d+)?[ \t]*[.)]?[ \t]*[-–—]?[ \t]*[a-z]/;
/** A form's field about the client (its sector), heading only its own line: no section of its kind. */
const OWN_LINE_ONLY =
  /^(?:secteur|secteur d'activite|domaine d'activite|sector|business sector|industry|type d'entreprise|type of business)$/;
/** Words of today that head a section only with their colon (« Aujourd'hui : »), not alone (a pasted chat's day). */
const TODAY_HEADING = /^(?:aujourd'hui|actuellement|today|currently)$/;
/** A task list's box, as markdown writes it: "- [x] Logo tidy up", "- [ ] Migrate the products". */
const TASK_CHECKED = /^\s*(?:[-*•+]\s*)?\[x\]/;
const TASK_UNCHECKED = /^\s*(?:[-*•+]\s*)?\[ \]/;
/** A form's box, as a word processor writes it: « ☑ Site vitrine », « ☐ Logo », "☒ Translation". */
const FORM_CHECKED = /^\s*(?:[-*•+]\s*)?[☑☒]/;
const FORM_UNCHECKED = /^\s*(?:[-*•+]\s*)?☐/;
/**
 * An empty task box marked as not wanted: "- [ ] SSO (not needed)", « - [ ] Billetterie (non concernée) ». Only
 * words that refuse it: "handled by Marie" is still a task, someone else's.
 */
const NOT_CHOSEN =
  /\b(?:non concerne\w*|pas concerne\w*|sans objet|non applicable|not applicable|n\/a|not needed|not required|pas besoin|pas necessaire|hors perimetre|out of scope|not in scope)\b/;
/** A form's field giving the writer's name (and often their title). */
const NAME_FIELD =
  /^\s*(?:[-*•]\s*)?(?:your name|name|full name|nom|votre nom|nom complet|nom et prenom|prenom et nom|prenom nom)\s*:/;
/** A questionnaire's numbered question on its own line: "Q6. Budget?", « 6. Souhaitez-vous des tests d'intrusion ? ». */
const QUESTION_LINE = /^\s*(?:[-*•]\s*)?(?:q(?:uestion)?\s?)?\d{1,2}\s*[.):-]\s*\S[^\n]*\?\s*$/;
/** A numbered line: the next of the client's own questions, not an answer. */
const NUMBERED_LINE = /^\s*(?:[-*•]\s*)?(?:q(?:uestion)?\s?)?\d{1,2}\s*[.):-]/;
/** An answer that says no, or does not know: the question above it asks nothing of the work. */
const NO_OR_UNSURE_ANSWER =
  /^\s*(?:[-*•]\s*)?(?:non|no|nope|pas (?:encore|besoin|necessaire|pour l'instant|maintenant)|not (?:yet|needed|sure|now|really)|je ne sais pas|je sais pas|sais pas|on ne sait pas|on sait pas|don't know|do not know|dunno|unsure|n\/?a|sans objet|a definir|a voir|tbd|tbc|aucune idee|no idea)\b/;
type Section = 'excluded' | 'context' | null;

/** The kind of section a heading alone on its line opens, and its number when numbered. */
function sectionOpenedBy(norm: string): { kind: Section; number: string | null } | null {
  const heading = SECTION_HEADING.exec(norm);
  const title = heading?.[2] ?? '';
  if (!heading || title.length < 3 || title.length > 40 || OWN_LINE_ONLY.test(title)) return null;
  if (TODAY_HEADING.test(title) && !norm.includes(':')) return null;
  const words = `${title} :`;
  const number = heading[1] ?? null;
  if (EXCLUDED_HEADER.test(words)) return { kind: 'excluded', number };
  if (CONTEXT_HEADER.test(words)) return { kind: 'context', number };
  return null;
}

/** Whether `norm` starts the next numbered part after a section numbered `number` ("4." after "3."). */
function isNextNumbered(norm: string, number: string | null): boolean {
  if (number === null) return false;
  const line = LINE_NUMBER.exec(norm);
  return Boolean(line && line[1] !== number);
}

/** "Julie (CEO) :", "Tom Brandt (CFO) 9:18 AM": a pasted thread's speaker, their role, then a colon or the time. */
const TRANSCRIPT_HEADER =
  /^\s*(?:transcription|transcript|retranscription|compte rendu d'appel|call transcript|voicemail transcript|call notes?)\b[^\n]{0,80}\b(?:appel|call|voicemail|message|messagerie|automatique|automatic|\d{1,2}\s?h\s?\d{2}|\d{1,2}:\d{2})/;
const SPEAKER_ROLE =
  /^\s*\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s*\([^)\n]{2,40}\)\s*(?::|[-–—,]?\s*\d{1,2}[:h]\d{2}(?!\d)(?:\s?[AaPp]\.?[Mm]\.?)?)/u;
const NAME_COMMA_TITLE =
  /^\s*(?:[-–—]+\s*)?(?:(?:M|Mme|Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\s+\p{Lu}[\p{L}'-]+\s*,\s*[^,\n]{3,80}$/u;
/** Who follows the matter, in a public body's letter: « Affaire suivie par M. Patrick Renaud, responsable … ». */
const FOLLOWED_BY =
  /^\s*(?:affaire suivie par|dossier suivi par|suivi par|contact\s*:|interlocut\w*\s*:|votre contact\s*:)/;
const NAME_AND_TITLE = /^\s*\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\s+\p{Lu}\p{Ll}+\s*[–—-]\s*\S.{0,90}$/u;

/** The kinds of document a tender or a brief is, as its title names them. */
const DOCUMENT_KIND = String.raw`(?:(?:extrait (?:du|de l'|d'un)|excerpt (?:from|of) (?:the|our|an?)|extract (?:from|of) (?:the|our|an?))\s*)?(?:cahier des charges|expression (?:de|des) besoins?|dce|rfp|rfq|request for (?:proposals?|quotations?)|invitation to tender|appel d'offres|appel de propositions|consultation)(?:\s+(?:simplifie|technique|fonctionnel|detaille|complet|provisoire|v\d+))?`;
/** The title of the document a tender opens with ("Cahier des charges – Organisation du congrès"). */
const DOCUMENT_TITLE = new RegExp(String.raw`^\s*${DOCUMENT_KIND}\s*(?=[-–—:]|$)`);
/**
 * The same in a subject line, before the project's name: « Objet : Cahier des charges simplifié – Portail B2B » (not
 * « Objet : Cahier des charges » alone, which may be what the message asks for).
 */
const DOCUMENT_TITLE_IN_SUBJECT = new RegExp(
  String.raw`^\s*(?:objet|subject|re|ref)\s*:\s*${DOCUMENT_KIND}\s*(?=[-–—:])`,
);
/** A tender's award criterion: a line that ends in its weight. */
const AWARD_CRITERION = /(?::\s*|\(\s*)\d{1,3}\s?%\s*\)?\s*[.;]?\s*$/;
/**
 * A public buyer's tender naming its own procedure: « Avis de marché », « Marché public de services – Procédure
 * adaptée », « article R2123-1 du Code de la commande publique », « – DCE – », "under the Public Contracts
 * Regulations 2015". The procedure is the tender's frame, no need for a procurement lawyer, unless the line asks
 * for help with it (« nous aider à répondre aux marchés publics »).
 */
const TENDER_PROCEDURE =
  /\b(?:avis de marche|avis d'appel public a la concurrence|appel public a la concurrence|marches? publics? (?:de services|de fournitures|de travaux|de prestations)|marche a procedure adaptee|procedure adaptee|(?:article [lrd]\.?\s?\d[\d-]*\s+)?du code de la commande publique|service (?:de la commande publique|des marches(?: publics)?)|(?:^|[-–—]\s)dce(?=\s[-–—])|public contracts regulations(?: \d{4})?|procurement act(?: \d{4})?)\b/g;
const HELP_WITH_PROCEDURE =
  /\b(?:aide\w*|accompagn\w*|repondre|candidater|rediger|conseil\w*|help|bid|bidding|respond|advice|advise)\b[^.;!?]{0,40}\b(?:marches? publics?|appels? d'offres|commande publique|dce|tenders?|procurement)\b/;
/** Someone asked for who knows the procedure: « un avocat en marchés publics », "a procurement specialist". */
const PROCUREMENT_EXPERT =
  /\b(?:avocats?|avocates?|juristes?|experts?|expertes?|specialistes?|lawyers?|solicitors?|specialists?|consultants?|consultantes?)\b/;
const ASKS =
  /\b(?:cherch|recherch|besoin d|souhait|voudri|voulons|veut|veulent|aimeri|il faut|il faudra|need|looking for|want|would like|we'd like|objecti|goal|a faire|to do|to build|a creer|a mettre en place)/;

/** A quoted reply's header: « Le 1 oct. 2026 à 11:05, Émilie Marchand a écrit : », "On Tue, … wrote:". */
const REPLY_HEADER = /^\s*(?:>\s*)*(?:le|on)\b.{0,100}\d{1,2}[:h]\d{2}.{0,100}\b(?:a ecrit|wrote)\s*:?\s*$/;
/** The lines of an e-mail's header that date it: « Envoyé : lundi 5 octobre 2026 09:12 », "Sent: …". */
const SENT_LINE = /^\s*(?:envoye|sent|date)\s*:/;
/** A quoted message's first words: a greeting opens another message. */
const GREETING =
  /^(?:bonjour|bonsoir|hello|hi|hey|dear|cher|chere|madame|monsieur|salut|good (?:morning|afternoon|evening))\b/;
/** A pasted chat's time stamp: "[14:31, 01/10/2026] Ollie:", "01/10/2026, 14:31 - Ollie:". */
const CHAT_STAMP =
  /^\s*(?:\[\d{1,2}:\d{2}(?::\d{2})?,\s*\d{1,2}\/\d{1,2}\/\d{2,4}\]|\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d{2}\s*-)/;

/** Character spans of the text (its own offsets) that are no part of the need. */
export function nonNeedSpans(text: string): Span[] {
  return [
    ...readLines(text).map(({ span }) => span),
    ...withdrawnItemSpans(text),
    ...selfDescriptionSpans(text),
  ];
}

/**
 * A sentence in which the client says what it is, and asks for nothing: « Nous sommes une fiduciaire d'une
 * trentaine de collaborateurs (comptabilité, fiscalité et salaires pour des PME) », "We're a 60-person accounting
 * and advisory firm". What it does for its own clients is its trade, not the work it wants done.
 */
const SELF_DESCRIPTION =
  /(?:^|[.!?\n]\s*)(?:(?:bonjour|bonsoir|hello|hi|hey|salut)\b[^.!?\n]{0,40}?[,!]\s*)?((?:(?:nous sommes|on est)\s+(?:(?:une?|le|la)\s|l')|(?:we're|we are)\s+(?:an?|the)\s(?!(?:bit|little|lot|few|tad|couple|loss|long way|week|month|year|day)\b))[^.!?;\n]*)/g;
/** What a sentence asks for: a self-description that asks for something is read as any other. */
const ASKS_FOR =
  /\b(?:besoin|cherch\w*|recherch\w*|souhait\w*|voul\w*|veu\w*|voudr\w*|aimeri\w*|faut|need\w*|looking|want\w*|would like|seek\w*|requir\w*|help|accompagn\w* (?:dans|pour)|interess\w*|interested|ask\w*|hiring|recrutons|building|build|developing|developpons|construisons|cre(?:er|ons)|lancons|lancer|launching|mettre en place|refon\w*|redesign\w*|migrating|migrons|moving|switching|making|planning|prevoyons)\b/;

const ANOTHER_SUBJECT =
  /,\s*(?:on|nous|we|i|je|j'|our|notre|nos|my|mon|ma|mes)\b|\s(?:et|and|mais|but)\s+(?:nous|on|notre|nos|je|j'|mon|ma|mes|we|our|i|my|they|ils|elles|il|elle)\b|\s?:\s|\s-\s|\b(?:whose|dont|qui|which|that|where)\b/;

function selfDescriptionSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of normalizeText(text).matchAll(SELF_DESCRIPTION)) {
    // The description ends where another subject starts: « … médical et nous passons sur Salesforce », "… (€80M
    // revenue) and our head of controlling leaves".
    const whole = match[1] ?? '';
    if (ASKS_FOR.test(whole)) continue;
    const sentence = whole.split(ANOTHER_SUBJECT)[0] ?? '';
    const start = match.index + match[0].length - whole.length;
    spans.push({ start, end: start + sentence.length });
  }
  return spans;
}

/**
 * An item of the client's numbered list taken back further on: « En fait non, oubliez le point 2 », "Actually,
 * scratch point 2", "forget item 3", « on retire le point 4 ».
 */
const WITHDRAWN_ITEM =
  /\b(?:oubli(?:ez|ons)|laiss(?:ez|ons) tomber|retir(?:ez|ons)|supprim(?:ez|ons)|enlev(?:ez|ons)|ignor(?:ez|ons)|(?:on|j'|je) (?:oublie|retire|supprime|enleve|laisse tomber|abandonne|annule)|scratch|forget(?: about)?|drop|disregard|strike|cross out|(?:we|i)(?:'ll| will)? (?:drop|remove|skip))\s+(?:le |la |l'|the |our |my )?(?:points?|items?|numeros?|numbers?|no\.?|n°|#)\s*(\d{1,2})\b/g;

/**
 * The lines of the numbered items `WITHDRAWN_ITEM` takes back: the first line so numbered above the words that do.
 * Each line is folded alone, as `readLines` does, so that its offsets stay the text's.
 */
function withdrawnItemSpans(text: string): Span[] {
  const lines: { start: number; length: number; norm: string }[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    lines.push({ start: offset, length: line.length, norm: normalizeText(line) });
    offset += line.length + 1;
  }
  const spans: Span[] = [];
  lines.forEach((line, at) => {
    for (const withdrawn of line.norm.matchAll(WITHDRAWN_ITEM)) {
      const item = new RegExp(String.raw`^[ \t]*(?:[-*•][ \t]*)?(?:point[ \t]*)?${withdrawn[1]}[ \t]*[.):-]`);
      const taken = lines.slice(0, at).find((earlier) => item.test(earlier.norm));
      if (taken) spans.push({ start: taken.start, end: taken.start + taken.length });
    }
  });
  return spans;
}

/**
 * The message's frame rather than its words, where its own dates are written: an e-mail header's date line, a
 * quoted reply's header, a chat's time stamps, a forwarded message's marker, a note in brackets. The dates
 * there are the message's, not the work's.
 */
export function messageFrameSpans(text: string): Span[] {
  return readLines(text).flatMap(({ span, isFrame }) => (isFrame ? [span] : []));
}

function readLines(text: string): { span: Span; isFrame: boolean }[] {
  const read: { span: Span; isFrame: boolean }[] = [];
  const add = (span: Span, isFrame = false) => read.push({ span, isFrame });
  let offset = 0;
  let isSignature = false;
  // Within an e-mail's header block (after « De : », "From:" or a forwarded message's marker).
  let isInHeader = false;
  let section: Section = null;
  let sectionNumber: string | null = null;
  let isSectionStarted = false;
  let workOnTheStack: boolean | undefined;
  const isWorkOnTheStack = () => (workOnTheStack ??= WORK_ON_THE_STACK.test(normalizeText(text)));
  const boxes = boxedLines(text);
  const lines = text.split('\n');
  for (const [lineIndex, line] of lines.entries()) {
    const start = offset;
    offset += line.length + 1;
    // A quoted line ("> Cordialement,") is read as the line it quotes.
    const norm = normalizeText(line).replace(/^\s*(?:>\s*)+/, '');
    const wasInHeader: boolean = isInHeader;
    isInHeader = false;
    // "Transcription — appel entrant, mardi…", "Call transcript: …": the header of a transcript, not the need.
    if (TRANSCRIPT_HEADER.test(norm)) {
      add({ start, end: start + line.length }, true);
      continue;
    }
    // "[Voicemail transcript]", « [message vocal retranscrit] »: a note about the message, not the message.
    if (/^\s*\[[^\]]*\]\s*$/.test(line) || REPLY_HEADER.test(norm)) {
      add({ start, end: start + line.length }, true);
      continue;
    }
    const stamp = CHAT_STAMP.exec(norm);
    if (stamp) add({ start, end: start + stamp[0].length }, true);
    // "Julie (CEO) :", "Tom (Head of Product):": a pasted thread's speaker and their own role.
    const speaker = SPEAKER_ROLE.exec(line);
    if (speaker) add({ start, end: start + speaker[0].length });
    // "- [x] Logo tidy up" above "- [ ] Migrate the products": an item a to-do list marks done; « ☐ Billetterie »
    // below « ☑ Fléchage du site »: a form's choice left empty.
    // "Your name: Sanne de Vries, Head of Product", « Nom : … »: a form's field naming the writer.
    if (boxes.has(lineIndex)) {
      add({ start, end: start + line.length });
      continue;
    }
    if (NAME_FIELD.test(norm)) {
      add({ start, end: start + line.length });
      continue;
    }
    // « 6. Souhaitez-vous des tests d'intrusion ? » then « Je ne sais pas »: an agency's questionnaire asks, the
    // answer under it says what the client wants: only a no or a « je ne sais pas » leaves the question out.
    if (QUESTION_LINE.test(norm)) {
      const answer = lines
        .slice(lineIndex + 1)
        .map((next) => normalizeText(next).replace(/^\s*(?:>\s*)+/, ''))
        .find((next) => next.trim() !== '');
      if (answer !== undefined && !NUMBERED_LINE.test(answer) && NO_OR_UNSURE_ANSWER.test(answer)) {
        add({ start, end: start + line.length });
        continue;
      }
    }
    // "Dana Whitfield, Head of Growth", « Patrick Renaud, responsable de la sécurité des SI »: a name and its title.
    if ((NAME_COMMA_TITLE.test(line) && !GREETING.test(norm) && !ASKS.test(norm)) || FOLLOWED_BY.test(norm)) {
      add({ start, end: start + line.length });
      continue;
    }
    // "Camille Durand – Responsable communication, Laboratoires Vérane": a name, its title and its company.
    if (NAME_AND_TITLE.test(line)) {
      add({ start, end: start + line.length });
      continue;
    }
    const opened = sectionOpenedBy(norm);
    if (opened) {
      section = opened.kind;
      sectionNumber = opened.number;
      isSectionStarted = false;
      add({ start, end: start + line.length });
      continue;
    }
    if (section) {
      if (norm.trim() === '') {
        if (isSectionStarted) section = null;
        continue;
      }
      if (HEADING_LINE.test(norm) || isNextNumbered(norm, sectionNumber)) section = null;
    }
    if (section === 'excluded') {
      isSectionStarted = true;
      add({ start, end: start + line.length });
      continue;
    }
    if (section === 'context') {
      isSectionStarted = true;
      if (!ASKS.test(norm)) add({ start, end: start + line.length });
      continue;
    }
    const afterHeader = (pattern: RegExp) => {
      const match = pattern.exec(norm);
      return match ? { start: start + match[0].length, end: start + line.length } : null;
    };
    // A quoted message that greets ("> Bonjour Birgit, …") is another message: the signature above it ended.
    if (/^\s*>/.test(line) && GREETING.test(norm)) isSignature = false;
    if (FORWARDED.test(norm)) {
      isSignature = false;
      isInHeader = true;
      add({ start, end: start + line.length }, true);
      continue;
    }
    if (HEADER_LINE.test(norm)) {
      // Only the header's own date line is the message's frame: « Date : 15 mars 2027 » in a form is the client's.
      isInHeader = wasInHeader || /^\s*(?:de|from)\s*:/.test(norm);
      add({ start, end: start + line.length }, isInHeader && SENT_LINE.test(norm));
      continue;
    }
    // « Veuillez agréer… », a name, then "———" and « EXTRAIT DU PROCÈS-VERBAL… »: a document sent with the letter,
    // the need itself, follows the signature.
    if (isSignature && SEPARATOR_LINE.test(line) && opensAttachedDocument(lines, lineIndex + 1)) {
      isSignature = false;
      add({ start, end: start + line.length }, true);
      continue;
    }
    if (isSignature || ATTENDEES_LINE.test(norm) || DISCLAIMER.test(norm)) {
      add({ start, end: start + line.length });
      continue;
    }
    if (SIGN_OFF.test(norm) || SIGN_OFF_WITH_NAME.test(line)) {
      isSignature = true;
      add({ start, end: start + line.length });
      continue;
    }
    // "2 Clinical safety and data protection approach: 20%", « Valeur technique (60 %) »: how offers are marked.
    if (AWARD_CRITERION.test(norm)) {
      add({ start, end: start + line.length });
      continue;
    }
    const title = DOCUMENT_TITLE.exec(norm) ?? DOCUMENT_TITLE_IN_SUBJECT.exec(norm);
    if (title) add({ start, end: start + title[0].length });
    if (!HELP_WITH_PROCEDURE.test(norm) && !PROCUREMENT_EXPERT.test(norm)) {
      // On the line's own text: `norm` loses a quote's leading "> ", and these spans need the line's offsets.
      for (const procedure of normalizeText(line).matchAll(TENDER_PROCEDURE))
        add({ start: start + procedure.index, end: start + procedure.index + procedure[0].length });
    }
    const excluded = afterHeader(EXCLUDED_HEADER);
    if (excluded) {
      add(excluded);
      continue;
    }
    if (PARKED_ITEM.test(norm) || (TABLE_ROW.test(line) && PARKED_ROW.test(norm))) {
      add({ start, end: start + line.length });
      continue;
    }
    const lead = CONTEXT_LEAD.exec(norm);
    if (lead && norm.slice(lead.index + lead[0].length).trim() === '') {
      section = 'context';
      sectionNumber = null;
      isSectionStarted = false;
      add({ start, end: start + line.length });
      continue;
    }
    // "For context, we spend about $12k/month on Meta and Google ads.", « Pour info, on est sous Sage. »: a sentence
    // the client itself calls context.
    // On the line's own text, as the spans need the line's offsets.
    const lineText = normalizeText(line);
    for (const lead of lineText.matchAll(CONTEXT_SENTENCE_LEAD)) {
      const said = lineText.slice(lead.index);
      const sentenceEnd = /[.!?](?:\s|$)/.exec(said);
      const sentence = sentenceEnd ? said.slice(0, sentenceEnd.index) : said;
      if (!CHANGES.test(sentence))
        add({ start: start + lead.index, end: start + lead.index + sentence.length });
    }
    // « (SaaS pour les cliniques, ~22 personnes, stack Node/Postgres sur Scaleway) » in a brief on its security.
    if (isWorkOnTheStack() && !STACK_HEADER.test(norm))
      for (const stack of lineText.matchAll(STACK_SAID))
        add({ start: start + stack.index, end: start + stack.index + stack[0].length });
    // "Existant : application interne en WinDev (2009). Le développement…": the header speaks for its sentence.
    const context =
      afterHeader(CONTEXT_HEADER) ??
      (isWorkOnTheStack() ? afterHeader(STACK_HEADER) : null) ??
      (lead ? { start: start + lead.index + lead[0].length, end: start + line.length } : null);
    if (context) {
      const headed = norm.slice(context.start - start);
      const sentenceEnd = /[.!?](?:\s|$)/.exec(headed);
      const sentence = sentenceEnd ? headed.slice(0, sentenceEnd.index) : headed;
      if (!ASKS.test(sentence) && !CHANGES.test(sentence))
        add({ start: context.start, end: context.start + sentence.length });
    }
  }
  return read;
}

/**
 * The lines whose box says they are not work to do. A form's boxes (☑, ☐) are its choices: an empty one beside
 * a checked one is not chosen, and empty ones alone are bullets. A task list's boxes ([x], [ ]) mark what is done once the list also holds work still to do; a list of
 * checked boxes alone is a checklist of what is wanted, and one whose empty boxes are all refused is a form.
 * Quoted lines ("> - [x] …") are read as the lines they quote, and a blank line does not end a list.
 */
function boxedLines(text: string): Set<number> {
  const lines = text.split('\n').map((line) => normalizeText(line).replace(/^\s*(?:>\s*)+/, ''));
  const isBoxed = (line: string) =>
    TASK_CHECKED.test(line) ||
    TASK_UNCHECKED.test(line) ||
    FORM_CHECKED.test(line) ||
    FORM_UNCHECKED.test(line);
  const boxed = new Set<number>();
  let first = 0;
  while (first < lines.length) {
    if (!isBoxed(lines[first] ?? '')) {
      first += 1;
      continue;
    }
    // The list runs over its boxed lines, the indented lines under them, and blank lines between its items.
    let last = first;
    for (let next = first + 1; next < lines.length; next += 1) {
      const line = lines[next] ?? '';
      if (isBoxed(line) || /^\s+\S/.test(line)) last = next;
      else if (line.trim() !== '') break;
    }
    const list = lines.slice(first, last + 1);
    const isToDo = list.some((line) => TASK_UNCHECKED.test(line) && !NOT_CHOSEN.test(line));
    // Empty boxes alone are bullets: « ☐ SEO ☐ Logo » under "What we need:" asks for both.
    const isForm = list.some((line) => FORM_CHECKED.test(line));
    list.forEach((line, index) => {
      const isNotWork =
        (isForm && FORM_UNCHECKED.test(line)) ||
        (isToDo ? TASK_CHECKED.test(line) : TASK_UNCHECKED.test(line));
      if (isNotWork) boxed.add(first + index);
    });
    first = last + 1;
  }
  return boxed;
}

export function isInSpans(position: number, spans: readonly Span[]): boolean {
  return spans.some((span) => position >= span.start && position < span.end);
}
