import { type Settings, SettingsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoizedJson, withOkSerializer } from '../../plugins/memoized-serializer.js';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settingsService: SettingsService }> = async (app, { settingsService }) => {
  // The answer goes through the client-safe SettingsSchema, which drops the admin key and other secrets; the
  // settings object is cached, so it is checked and stringified once per refresh rather than per request.
  const settingsJson = memoizedJson(SettingsSchema);
  app.get(
    '/settings/',
    {
      schema: { tags: ['settings'], response: { 200: SettingsSchema } },
      serializerCompiler: withOkSerializer((settings: Settings) => settingsJson(settings)),
    },
    () => settingsService.getPortalSettings(),
  );
};
