import { expectNoAccessibilityViolations } from './fixtures.ts';
import { createSignedInProfessional, type Language } from './support/accounts.ts';
import { createPng } from './support/png.ts';
import { expect, test } from './support/profiles-test.ts';

const TEXT = {
  fr: {
    title: 'Mon profil',
    firstName: 'Prénom',
    lastName: 'Nom',
    profession: 'Métier',
    city: 'Ville',
    phone: 'Téléphone',
    years: 'Années d’expérience',
    rate: 'Taux horaire (€)',
    availability: 'Disponibilité',
    biography: 'Biographie',
    website: 'Site web',
    save: 'Enregistrer le profil',
    saved: 'Profil mis à jour avec succès !',
    required: 'Ce champ est obligatoire.',
    photo: 'Photo de profil',
    choosePhoto: 'Choisir une photo',
    photoSaved: 'Photo de profil mise à jour.',
    skills: 'Compétences',
    search: 'Rechercher une compétence',
    addAsNew: (name: string) => `Ajouter « ${name} » comme nouvelle compétence`,
    category: 'Catégorie (facultatif)',
    addAsNewButton: 'Ajouter comme nouvelle compétence',
    newSkillName: 'Nom de la compétence',
    pending: 'En attente de validation',
    categoryValue: 'Design',
    level: 'Niveau',
    levelOf: (name: string) => `Niveau en ${name}`,
    advanced: '4 – Avancé',
    expert: '5 – Expert',
    add: 'Ajouter la compétence',
    added: 'Compétence ajoutée !',
    levelUpdated: (name: string) => `Niveau de ${name} mis à jour : Expert.`,
    remove: (name: string) => `Supprimer ${name}`,
    confirmTitle: (name: string) => `Supprimer la compétence ${name} ?`,
    confirm: 'Supprimer',
    mySkills: 'Mes compétences',
    ready: 'Votre profil est complet : vous pouvez publier sur le fil pro.',
    edit: 'Modifier',
    preview: 'Aperçu',
    experience: '12 ans d’expérience',
    levelMeter: (label: string) => `Niveau 5 sur 5 : ${label}`,
    expertLabel: 'Expert',
    designLabel: 'Design',
    follow: 'Suivre',
    viewPublic: 'Ouvrir mon profil public',
    ownProfile: 'Vous ne pouvez pas suivre votre propre profil.',
    editMine: 'Modifier mon profil',
    back: 'Retour',
  },
  en: {
    title: 'My profile',
    firstName: 'First name',
    lastName: 'Last name',
    profession: 'Profession',
    city: 'City',
    phone: 'Phone',
    years: 'Years of experience',
    rate: 'Hourly rate (€)',
    availability: 'Availability',
    biography: 'Biography',
    website: 'Website',
    save: 'Save profile',
    saved: 'Profile updated successfully!',
    required: 'This field is required.',
    photo: 'Profile photo',
    choosePhoto: 'Choose a photo',
    photoSaved: 'Profile photo updated.',
    skills: 'Skills',
    search: 'Search for a skill',
    addAsNew: (name: string) => `Add “${name}” as a new skill`,
    category: 'Category (optional)',
    addAsNewButton: 'Add as a new skill',
    newSkillName: 'Skill name',
    pending: 'Awaiting approval',
    categoryValue: 'Design',
    level: 'Level',
    levelOf: (name: string) => `Level in ${name}`,
    advanced: '4 – Advanced',
    expert: '5 – Expert',
    add: 'Add skill',
    added: 'Skill added!',
    levelUpdated: (name: string) => `${name} level updated: Expert.`,
    remove: (name: string) => `Remove ${name}`,
    confirmTitle: (name: string) => `Remove the skill ${name}?`,
    confirm: 'Remove',
    mySkills: 'My skills',
    ready: 'Your profile is complete: you can post on the pro feed.',
    edit: 'Edit',
    preview: 'Preview',
    experience: '12 years of experience',
    levelMeter: (label: string) => `Level 5 of 5: ${label}`,
    expertLabel: 'Expert',
    designLabel: 'Design',
    follow: 'Follow',
    viewPublic: 'Open my public profile',
    ownProfile: 'You cannot follow your own profile.',
    editMine: 'Edit my profile',
    back: 'Back',
  },
} as const;

const LANGUAGES: Language[] = ['fr', 'en'];

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`profile editor (${language})`, () => {
    // Three minutes: sign-up is rate limited per address, and the journey may wait its turn.
    test.setTimeout(180_000);

    test('complete a profile, upload a photo, manage skills, preview, open the public profile', async ({
      page,
      baseURL,
    }) => {
      const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const newSkill = `Forge ${suffix}`;
      const otherSkill = `Atelier ${suffix}`;
      await createSignedInProfessional(page, { language, prefix: `profile-${language}`, baseURL });

      // The editor, empty: the page and its form pass axe.
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole('textbox', { name: text.firstName, exact: true })).toBeVisible();
      await expectNoAccessibilityViolations(page);

      // Required fields are checked before anything is sent (the names come from sign-up: one is emptied).
      await page.getByRole('textbox', { name: text.firstName, exact: true }).fill('');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByRole('textbox', { name: text.firstName, exact: true })).toBeFocused();
      await expect(page.getByText(text.required)).toHaveCount(2);

      // Complete and save.
      await page.getByRole('textbox', { name: text.firstName, exact: true }).fill('Camille');
      await page.getByRole('textbox', { name: text.lastName, exact: true }).fill('Durand');
      await page.getByRole('textbox', { name: text.profession, exact: true }).fill('Product designer');
      await page.getByRole('textbox', { name: text.phone, exact: true }).fill('+33 6 00 00 00 00');
      await page.getByRole('textbox', { name: text.city, exact: true }).fill('Lyon');
      await page.getByRole('textbox', { name: text.years, exact: true }).fill('12');
      await page
        .getByRole('textbox', { name: text.rate, exact: true })
        .fill(language === 'fr' ? '72,50' : '72.50');
      await page
        .getByRole('textbox', { name: text.biography, exact: true })
        .fill('Interfaces sobres et accessibles.');
      await page.getByRole('textbox', { name: text.website, exact: true }).fill('https://camille.example');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved)).toBeVisible();

      // A photo: chosen through the button, uploaded, then shown.
      const photoSection = page.getByRole('region', { name: text.photo });
      const chooser = page.waitForEvent('filechooser');
      await photoSection.getByRole('button', { name: text.choosePhoto }).click();
      await (await chooser).setFiles({ name: 'camille.png', mimeType: 'image/png', buffer: createPng(96) });
      await expect(photoSection.getByText(text.photoSaved)).toBeVisible();
      await expect(photoSection.locator('img')).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.webp$/);
      await expect
        .poll(() =>
          photoSection
            .locator('img')
            .evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBeGreaterThan(0);

      // A new skill, with a category and a level.
      const skills = page.getByRole('region', { name: text.skills, exact: true });
      const search = skills.getByRole('combobox', { name: text.search });
      await search.fill(newSkill);
      await skills.getByRole('option', { name: text.addAsNew(newSkill) }).click();
      await skills.getByRole('combobox', { name: text.category }).fill(text.categoryValue);
      await skills
        .getByRole('combobox', { name: text.level, exact: true })
        .selectOption({ label: text.advanced });
      await skills.getByRole('button', { name: text.add }).click();
      await expect(skills.getByRole('status')).toHaveText(text.added);
      await expect(search).toBeFocused();
      const mySkills = skills.getByRole('list', { name: text.mySkills });
      await expect(mySkills.getByText(newSkill, { exact: true })).toBeVisible();
      await expect(mySkills.getByRole('combobox', { name: text.levelOf(newSkill) })).toHaveValue('4');

      // A name the catalogue does not know waits for an admin: on the profile at once, marked so.
      await expect(
        mySkills.getByRole('listitem').filter({ hasText: newSkill }).getByText(text.pending, { exact: true }),
      ).toBeVisible();

      // Delete it after confirming...
      await mySkills.getByRole('button', { name: text.remove(newSkill) }).click();
      const dialog = page.getByRole('alertdialog', { name: text.confirmTitle(newSkill) });
      await expect(dialog).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(skills.getByText(newSkill, { exact: true })).toHaveCount(0);

      // ...still pending, it is offered to nobody as a catalogue skill; typed again in another case, with the
      // keyboard, it is the same skill, under its first spelling.
      await search.fill(newSkill.toLowerCase());
      await expect(skills.getByRole('option', { name: text.addAsNew(newSkill.toLowerCase()) })).toBeVisible();
      await expect(skills.getByRole('option', { name: new RegExp(`^${newSkill}`) })).toHaveCount(0);
      await search.press('ArrowDown');
      await search.press('Enter');
      await skills.getByRole('button', { name: text.add }).click();
      await expect(skills.getByRole('status')).toHaveText(text.added);
      await expect(mySkills.getByText(newSkill, { exact: true })).toBeVisible();

      // Another new skill, through the button; then a level changed inline.
      await search.fill(otherSkill);
      await expect(skills.getByRole('option', { name: text.addAsNew(otherSkill) })).toBeVisible();
      // Escape closes the suggestions (on a phone they cover the button).
      await search.press('Escape');
      await expect(search).toHaveAttribute('aria-expanded', 'false');
      await skills.getByRole('button', { name: text.addAsNewButton, exact: true }).click();
      await expect(skills.getByRole('textbox', { name: text.newSkillName })).toHaveValue(otherSkill);
      await skills.getByRole('button', { name: text.add }).click();
      await expect(mySkills.getByText(otherSkill, { exact: true })).toBeVisible();
      await mySkills
        .getByRole('combobox', { name: text.levelOf(newSkill) })
        .selectOption({ label: text.expert });
      await expect(skills.getByRole('status')).toHaveText(text.levelUpdated(newSkill));
      await expect(page.getByText(text.ready)).toBeVisible();
      await expectNoAccessibilityViolations(page);

      // The preview: the public profile's component, without the phone number.
      await page.getByRole('tab', { name: text.preview }).click();
      const preview = page.getByRole('tabpanel', { name: text.preview });
      await expect(preview.getByRole('heading', { level: 2, name: 'Camille Durand' })).toBeVisible();
      await expect(preview.getByText(text.experience)).toBeVisible();
      await expect(preview.getByText(text.levelMeter(text.expertLabel))).toBeAttached();
      await expect(preview.getByText('+33 6 00 00 00 00')).toHaveCount(0);
      await expect(preview.getByRole('button', { name: text.follow })).toBeDisabled();
      await expectNoAccessibilityViolations(page);
      await page.getByRole('tab', { name: text.edit }).click();
      await expect(page.getByRole('textbox', { name: text.firstName, exact: true })).toHaveValue('Camille');

      // The public profile, as others see it; one's own cannot be followed.
      await page.getByRole('link', { name: text.viewPublic }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Camille Durand' })).toBeVisible();
      await expect(page.getByText(newSkill, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: text.follow })).toBeDisabled();
      await expect(page.getByText(text.ownProfile)).toBeVisible();
      await expect(page.getByRole('link', { name: /camille\.example/ })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      await expectNoAccessibilityViolations(page);
      await expect(page.getByRole('link', { name: text.editMine })).toHaveAttribute(
        'href',
        '/dashboard/profile',
      );

      // Back: to the editor it was opened from.
      await page.getByRole('button', { name: text.back }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    });
  });
}
