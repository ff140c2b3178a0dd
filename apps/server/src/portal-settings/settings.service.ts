import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { type PortalSettings, PortalSettingsSchema, portalSettingsKey } from './portal-settings.js';
import type { SettingsRepository } from './settings.repository.js';

/** Settings change rarely (an administrator edits them); 30 s keeps every request from reading them. */
const cacheTtlMs = 30_000;

export interface SettingsService {
  /** The full settings (secrets included), config overrides applied. Server-side use only. */
  getPortalSettings(): Promise<PortalSettings>;
  /** The cached settings while fresh, else undefined: lets hot paths skip a promise. */
  peekPortalSettings(): PortalSettings | undefined;
}

export function createSettingsService(deps: { settingsRepository: SettingsRepository; overrides: Config['settingsOverrides']; clock: Clock }): SettingsService {
  let cached: { value: PortalSettings; expiresAt: number } | undefined;
  let loading: Promise<PortalSettings> | undefined;

  async function load(): Promise<PortalSettings> {
    const stored = await deps.settingsRepository.findValue(portalSettingsKey);
    if (stored === undefined) throw new Error(`The settings document "${portalSettingsKey}" is missing; seed the database.`);
    return applyOverrides(PortalSettingsSchema.parse(stored), deps.overrides);
  }

  return {
    peekPortalSettings() {
      return cached && cached.expiresAt > deps.clock.now().getTime() ? cached.value : undefined;
    },

    async getPortalSettings() {
      const now = deps.clock.now().getTime();
      if (cached && cached.expiresAt > now) return cached.value;
      // Concurrent requests after expiry share one read instead of each querying.
      loading ??= load().finally(() => (loading = undefined));
      const value = await loading;
      cached = { value, expiresAt: now + cacheTtlMs };
      return value;
    },
  };
}

function applyOverrides(settings: PortalSettings, overrides: Config['settingsOverrides']): PortalSettings {
  return {
    ...settings,
    maxFailedLogins: overrides.maxFailedLogins ?? settings.maxFailedLogins,
    internalTimeoutMinutes: overrides.internalTimeoutMinutes ?? settings.internalTimeoutMinutes,
    externalTimeoutMinutes: overrides.externalTimeoutMinutes ?? settings.externalTimeoutMinutes,
    externalDialogMinutes: overrides.externalDialogMinutes ?? settings.externalDialogMinutes,
  };
}
