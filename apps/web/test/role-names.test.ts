import { ROLES, SIGN_UP_ROLES } from '@escouade/contract/constants';
import { describe, expect, it } from 'vitest';
import adminEn from '../src/locales/en/admin.json';
import adminAreaEn from '../src/locales/en/adminArea.json';
import authEn from '../src/locales/en/auth.json';
import dashboardEn from '../src/locales/en/dashboard.json';
import adminFr from '../src/locales/fr/admin.json';
import adminAreaFr from '../src/locales/fr/adminArea.json';
import authFr from '../src/locales/fr/auth.json';
import dashboardFr from '../src/locales/fr/dashboard.json';

const LOCALES = {
  fr: { admin: adminFr, adminArea: adminAreaFr, auth: authFr, dashboard: dashboardFr },
  en: { admin: adminEn, adminArea: adminAreaEn, auth: authEn, dashboard: dashboardEn },
};

describe('role names', () => {
  it.each(Object.entries(LOCALES))('are the same wherever a role is named (%s)', (_language, locale) => {
    for (const role of ROLES) {
      // The sidebar's role and the admin area's badges and role picker.
      expect({ role, name: locale.adminArea.roles[role] }).toEqual({
        role,
        name: locale.dashboard.roles[role],
      });
    }
    for (const role of SIGN_UP_ROLES) {
      // The account types offered at sign-up.
      expect({ role, name: locale.auth.accountTypes[role] }).toEqual({
        role,
        name: locale.dashboard.roles[role],
      });
    }
    // The admin sidebar's label.
    expect(locale.admin.shell.roleLabel).toBe(locale.dashboard.roles.admin);
  });

  it.each(Object.entries(LOCALES))(
    'are described the same at sign-up and in the admin’s role picker (%s)',
    (_language, locale) => {
      for (const role of SIGN_UP_ROLES) {
        expect({ role, description: locale.adminArea.roleDescriptions[role] }).toEqual({
          role,
          description: locale.auth.accountTypeDescriptions[role],
        });
      }
    },
  );
});
