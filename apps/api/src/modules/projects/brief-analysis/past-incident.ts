// An attack the client went through is the story behind the need (an audit, awareness training, a DPO), not an
// incident to respond to: « suite à la cyberattaque par rançongiciel subie en 2024, le CH souhaite former… »,
// "in July we were hit by ransomware, so we want…", « on a eu un site piraté, plus jamais ». An incident still
// going on is one to respond to: « on a été piratés ce matin et le site est toujours bloqué », "wp site hacked
// AGAIN, google showing dodgy ads under our name" (what the site shows now).

const RESPONSE_SKILL = 'Réponse à incident';

const PAST_INCIDENT =
  /\b(?:subie?s?|victimes? d|hit by|suffered|following (?:a|an|the|our)|suite a (?:la|une|l|un|notre)|after (?:a|an|the|our)|(?:last|dernier|derniere) (?:year|month|spring|summer|autumn|fall|winter|annee|mois|printemps|ete|automne|hiver)|(?:le mois|l annee|l an) dernier|il y a (?:\d+|deux|trois|quelques) (?:ans?|mois|semaines)|\w+ (?:years?|months?|weeks?) ago|(?:en|in) (?:20\d\d|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december)|plus jamais|never again|on a eu un|we had an?|(?:our|my|the|notre|mon|l) (?:last|previous|old|former|ancien) (?:site|website|web site|app|shop|store|boutique|server|serveur)|(?:hacked|pirate) (?:twice|again|several times|deux fois|plusieurs fois))\b/;

const STILL_GOING_ON =
  /\b(?:encore|toujours|en cours|right now|currently|still|ongoing|aujourd hui|today|ce matin|this morning|hier|yesterday|depuis|since|bloque\w*|locked|encrypted|chiffre\w*|urgent\w*|asap|help us (?:recover|restore|clean)|nettoyer|clean (?:up|it)|restaurer|restore|recover|(?:google|it|the site|our site|the page|search results?|le site|google) (?:is |are )?(?:showing|shows|affiche)|redirect\w*|redirige\w*|sends? (?:them|people|visitors|users|customers|patients)|red warning|avertissement rouge)\b/;

/** Whether a reading of incident response comes only from an attack told as past, in its sentence (as its words' normal forms, one space apart). */
export function isPastIncidentOnly(skillName: string, sentence: string): boolean {
  return skillName === RESPONSE_SKILL && PAST_INCIDENT.test(sentence) && !STILL_GOING_ON.test(sentence);
}
