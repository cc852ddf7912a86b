import { describe, expect, it } from 'vitest';
import {
  MAX_ANALYSED_CHARACTERS,
  selectRecentMessages,
} from '../src/modules/projects/brief-analysis/conversation-window.ts';
import { createRulesAnalyser } from '../src/modules/projects/brief-analysis/rules-analyser.ts';
import type { ChatMessage } from '../src/modules/projects/brief-analysis/types.ts';
import { CATALOGUE, TODAY } from './fixtures/briefs.ts';

const message = (content: string, role: ChatMessage['role'] = 'user'): ChatMessage => ({ role, content });

describe('the conversation the analysers read', () => {
  it('is the whole conversation while it is short', () => {
    const messages = [message('Un site en React'), message('Quel budget ?', 'assistant'), message('5000 €')];
    expect(selectRecentMessages(messages)).toEqual(messages);
  });

  it('keeps the latest messages within the character budget, oldest left out first', () => {
    const messages = ['a'.repeat(40), 'b'.repeat(30), 'c'.repeat(30), 'd'.repeat(30)].map((text) =>
      message(text),
    );
    expect(selectRecentMessages(messages, 70).map((kept) => kept.content[0])).toEqual(['c', 'd']);
  });

  it('always keeps the latest message, even longer than the budget', () => {
    const messages = [message('short'), message('x'.repeat(200))];
    expect(selectRecentMessages(messages, 100)).toEqual([messages[1]]);
  });

  it('bounds what one turn reads however long the conversation gets', () => {
    const long = 'Nous cherchons un développeur React et un designer Figma pour notre boutique. '.repeat(50);
    const messages = Array.from({ length: 200 }, () => message(long.slice(0, 4000)));
    const kept = selectRecentMessages(messages);
    expect(kept.reduce((total, each) => total + each.content.length, 0)).toBeLessThanOrEqual(
      MAX_ANALYSED_CHARACTERS,
    );
    const turn = createRulesAnalyser().analyse({ messages: kept, catalogue: CATALOGUE, today: TODAY });
    return expect(turn).resolves.toMatchObject({ brief: { language: 'fr' } });
  });
});
