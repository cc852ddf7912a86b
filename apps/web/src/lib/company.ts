/**
 * Escouade's public contact details, in one place (placeholders until the real ones are provided). The postal
 * address is in the `contactPage` translations, since the country name is translated.
 */
export const COMPANY_EMAIL = 'contact@escouade.fr';
/** Shown as written, dialled through `COMPANY_PHONE_URI`. */
export const COMPANY_PHONE = '+33 1 99 00 42 42';
export const COMPANY_PHONE_URI = 'tel:+33199004242';
/** Opens the address in OpenStreetMap; the contact page shows an illustrated card, not an embedded map. */
export const COMPANY_MAP_URL =
  'https://www.openstreetmap.org/search?query=42%20rue%20de%20Paradis%2C%2075010%20Paris';

export const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_URLS: Record<SocialNetwork, string> = {
  linkedin: 'https://www.linkedin.com/company/escouade',
  instagram: 'https://www.instagram.com/escouade',
  x: 'https://x.com/escouade',
};
