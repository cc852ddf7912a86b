import { capitalizeSentence, displayNameOr } from '@escouade/contract/people';
import type { Notification, NotificationActor } from '@escouade/contract/notifications';
import { notificationTargetPath } from '@escouade/contract/paths';
import type { TFunction } from 'i18next';

/** "Alice Martin", or "un membre" (lower-case: it may stand mid-sentence) for someone without a name. */
export function actorName(t: TFunction<'notifications'>, actor: NotificationActor): string {
  return displayNameOr(actor, t('actors.someone'));
}

/** "Alice", "Alice and Bruno", "Alice, Bruno and 3 others": the newest named, the rest counted. */
export function actorsText(t: TFunction<'notifications'>, line: Notification): string {
  const names = line.actors.map((actor) => actorName(t, actor));
  const others = Math.max(0, line.actorCount - names.length);
  if (others > 0) return t('actors.others', { names: names.join(', '), count: others });
  if (names.length === 2) return t('actors.two', { first: names[0], second: names[1] });
  return names[0] ?? t('actors.someone');
}

/** The sentence a line reads as: who did what to what, starting with a capital whoever comes first. */
export function notificationText(t: TFunction<'notifications'>, line: Notification): string {
  return capitalizeSentence(
    t(`types.${line.type}`, {
      actors: actorsText(t, line),
      subject: line.subject ?? '',
      count: Math.max(1, line.actorCount),
    }),
  );
}

/** Where a line leads; null when its subject is gone (the line says what it was). */
export function notificationHref(line: Notification): string | null {
  return notificationTargetPath(line.target);
}
