import { type Settings, SettingsSchema, settingsEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memoizedJson, withOkSerializer } from '../../plugins/memoized-serializer.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';

export const settingsRoutes: FastifyPluginAsync<{ settingsService: SettingsService }> = async (app, { settingsService }) => {
  // The answer goes through the client-safe SettingsSchema, which drops the admin key and other secrets; the
  // settings object is cached, so it is checked and stringified once per refresh rather than per request.
  const settingsJson = memoizedJson(SettingsSchema);
  route(app, settingsEndpoints.settings, () => settingsService.getPortalSettings(), {
    serializerCompiler: withOkSerializer((settings: Settings) => settingsJson(settings)),
  });
};
