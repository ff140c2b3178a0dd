import { access, endpoint } from './endpoint.js';
import { SettingsSchema } from './settings.js';

/** The portal's client-safe settings (spec 1 §3): public, as the Login page and registration read them. */
export const settingsEndpoints = {
  settings: endpoint({ method: 'GET', path: '/settings/', access: access.public, response: SettingsSchema, tag: 'settings' }),
} as const;
