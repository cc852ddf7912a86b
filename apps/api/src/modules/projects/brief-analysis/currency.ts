// How an amount's currency is written, in normalised text (lower case, no accents): its sign, its code or its
// name, with the guards that keep a word that is also something else ("50 bucks season tickets", « gourdes en
// inox ») from being money.

// A dollar with its country's letters ("S$", "C$", "US$") is one currency sign: a range's second end keeps them.
// A country's name right after the amount names its money ("twenty-five thousand Canadian").
export const CURRENCY = String.raw`(?:€|£|₦|¥|(?:\b(?:us|ca|au|nz|s|c|a|hk))?\$|₹|eur(?:os?)?\b|balles\b|piasses?\b|piastres?\b|dirhams?\b|mad\b|dh\b|aed\b|rands?\b|zar\b|\br(?=\s?\d)|sgd\b|gbp\b|usd\b|chf\b|cad\b|aud\b|nzd\b|hkd\b|inr\b|\brs\.?(?=\s?\d)|rupees?\b|pounds?\b|livres? sterling\b|quid\b|dollars?(?: (?:americains?|us|des etats-unis|canadiens?|australiens?))?\b|francs? suisses?\b|swiss francs?\b|f ?cfa\b|francs? cfa\b|xof\b|xaf\b|naira\b|ngn\b|ksh\b|kes\b|ugx\b|tzs\b|shillings?\b|cedis?\b|ghs\b|dinars?\b|tnd\b|dzd\b|yens?\b|jpy\b|₱|php(?=\s?(?:\d{1,3}(?:[ ,.']\d{3})|\d{3,}|\d+(?:[.,]\d+)?\s?(?:k|m|mn|million|millions|lakhs?)\b))|pesos?\b|mxn\b|clp\b|r\$|brl\b|reais\b|bucks?\b(?!\s+(?:and|&|season|fans?|games?|tickets?|holders?|county|arena)\b)|pln\b|z[lł](?:oty|otys|otych)?(?![a-z])|czk\b|huf\b|forints?\b|sek\b|nok\b|dkk\b|cny\b|rmb\b|yuans?\b|renminbi\b|sar\b|riyals?\b|qar\b|shekels?\b|egp\b|(?:gh)?₵|gh¢|xpf\b|f ?cfp\b|cfp\b|francs? (?:cfp|pacifique)\b|ariary\b|mga\b|gourdes? haitiennes?\b|gourdes?\b(?!\s+(?:personnalis\w*|en (?:inox|alu\w*|plastique|verre|metal|bambou)|isothermes?|reutilisables?|d'eau|logotees?|brandees?|imprimees?|siglees?|aux couleurs|avec|with|pour (?:les|nos) (?:salaries|participants|coureurs|invites|benevoles|enfants|eleves)))|htg\b|lbp\b|livres? libanaises?\b|lebanese pounds?\b|pkr\b|pakistani rupees?\b|roupies? pakistanaises?\b)`;

/**
 * Words that are a currency only after money said spent (« 3 000 livres » elsewhere are books, « 500 francs » any
 * of several): read by what is paid to whom, never as a budget's currency.
 */
export const SPENT_ONLY_CURRENCY_WORDS = 'francs?|roupies?|livres|cfa|mur|jmd|nairas?';
