import { describe, expect, it } from 'vitest';
import { applyFrenchTypography } from '../src/french-typography.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('French typography', () => {
  it('puts a no-break space before a colon and a narrow one before ; ? ! and inside « »', () => {
    expect(applyFrenchTypography('Adresse : Lyon')).toBe(`Adresse${NBSP}: Lyon`);
    expect(applyFrenchTypography('Prêt ? Oui ! Bien ; suite')).toBe(
      `Prêt${NNBSP}? Oui${NNBSP}! Bien${NNBSP}; suite`,
    );
    expect(applyFrenchTypography('Nom: Inès')).toBe(`Nom${NBSP}: Inès`);
    expect(applyFrenchTypography('Vraiment?')).toBe(`Vraiment${NNBSP}?`);
    expect(applyFrenchTypography('cliquez sur « Ajouter »')).toBe(`cliquez sur «${NNBSP}Ajouter${NNBSP}»`);
  });

  it('keeps e-mail, 9 h and "de 9 h à 18 h" from breaking', () => {
    expect(applyFrenchTypography('Adresse e-mail')).toBe('Adresse e\u2011mail');
    expect(applyFrenchTypography('ouvert de 9 h à 18 h')).toBe(
      `ouvert de 9${NBSP}h${NBSP}à${NBSP}18${NBSP}h`,
    );
  });

  it('writes the apostrophe of elision as the typographic one, and only between letters', () => {
    expect(applyFrenchTypography("Voir l'équipe d'aujourd'hui")).toBe('Voir l’équipe d’aujourd’hui');
    expect(applyFrenchTypography("L'IA")).toBe('L’IA');
    expect(applyFrenchTypography("'cité' et 5'")).toBe("'cité' et 5'");
  });

  it('leaves placeholders, tags, addresses, times and already typeset text alone', () => {
    for (const text of [
      'Dernière activité{{separator}}{{time}}',
      'à 14:30',
      'https://escouade.example/a:b?c=d!',
      'nom@exemple.fr',
      '<1>Lien</1>',
      '$t(common:ok)',
      `Déjà${NBSP}: fait${NNBSP}!`,
    ]) {
      expect(applyFrenchTypography(text)).toBe(text);
    }
    expect(applyFrenchTypography('Dernière activité : {{time}}')).toBe(`Dernière activité${NBSP}: {{time}}`);
    expect(applyFrenchTypography('modifié le {{date}} : voir')).toBe(`modifié le {{date}}${NBSP}: voir`);
    expect(applyFrenchTypography('{{count}} ? oui')).toBe(`{{count}}${NNBSP}? oui`);
  });

  it('changes nothing the second time', () => {
    const text = "Bonjour ! Votre e-mail : « test » de 9 h à 18 h ; l'équipe https://x.fr/?a=1 ok ?";
    const once = applyFrenchTypography(text);
    expect(applyFrenchTypography(once)).toBe(once);
  });
});
