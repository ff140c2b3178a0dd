import { SettingsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settingsService: SettingsService }> = async (app, { settingsService }) => {
  app.get(
    '/settings/',
    // The response schema is the client-safe SettingsSchema: the serialiser drops the admin key and other secrets.
    { schema: { tags: ['settings'], response: { 200: SettingsSchema } } },
    () => settingsService.getPortalSettings(),
  );
};
