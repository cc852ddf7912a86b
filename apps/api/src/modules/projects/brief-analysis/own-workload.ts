// What a task costs the client's own people today ("which keeps two people in Finance busy two days a week",
// « ça mobilise 3 personnes »): the effort and the people the client describes, not the ones it asks for.
// Works on normalised text (lower case, no accents).

/** Verbs that hold people on a task, whoever the subject: "keeps two people busy", « occupe deux personnes ». */
const HOLDING_VERBS = String.raw`keeps?|kept|keeping|occupies|ties up|eats up|mobilise|mobilisent|occupe|occupent|monopolise|monopolisent`;
/** Verbs that say a task's size only when the task is their subject: "this takes 2 people", not "the job takes 2 developers". */
const SIZING_VERBS = String.raw`takes|took|prend|represente`;
const ABOUT = String.raw`approx\.?|approximately|about|around|roughly|nearly|almost|up to|environ|pres de|presque|quasiment|l'equivalent de|the equivalent of`;

/** A holding verb in the words before the effort, or the effort in brackets after « notre informaticien ( ». */
const HOLDING_BEFORE = new RegExp(
  String.raw`\b(?:${HOLDING_VERBS})\b[^.;!?\n]{0,50}$|\b(?:notre|nos|our|my|mon|ma)\s+[a-z'-]+\s*\(\s*$`,
);
/** « à mi-temps chez nous », "two days a week in-house". */
const OURS_AFTER = /^\s*(?:chez nous|in-house|en interne)\b/;
/** "this takes approx.", « ça mobilise » right before a count of people. */
const TASK_TAKES_BEFORE = new RegExp(
  String.raw`\b(?:this|that|it|ca|cela|qui)\s+(?:${SIZING_VERBS}|${HOLDING_VERBS})\s+(?:(?:${ABOUT})\s+)?$`,
);

/** A weekly effort said at [start, end) is what the client's people spend today. */
export function isOwnPeoplesEffort(text: string, start: number, end: number): boolean {
  return (
    HOLDING_BEFORE.test(text.slice(Math.max(0, start - 60), start)) ||
    OURS_AFTER.test(text.slice(end, end + 30))
  );
}

/** A count of people at `position` is what a task takes of the client's people today. */
export function isTaskWorkload(text: string, position: number): boolean {
  return TASK_TAKES_BEFORE.test(text.slice(Math.max(0, position - 40), position));
}
