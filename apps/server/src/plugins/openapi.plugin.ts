import swagger from '@fastify/swagger';
import { access, clientSystemScopes, defaultBrand, escapeBrandText, fhirPaths } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { cdsHooksSecurityScheme } from '../fhir/cds-hooks-openapi.js';
import { fhirSecurityScheme } from '../fhir/fhir-openapi.js';

/** The OpenAPI document, generated from the same zod schemas that validate the requests. */
async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { ...openApiInfo(defaultBrand), version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The FHIR API's callers: registered client systems (SMART Backend Services).
          [fhirSecurityScheme]: {
            type: 'oauth2',
            flows: { clientCredentials: { tokenUrl: fhirPaths.token, scopes: Object.fromEntries(clientSystemScopes.map((scope) => [scope, scope])) } },
          },
          // The CDS Hooks service's callers: a JWT the EHR signs per call with its registered key.
          [cdsHooksSecurityScheme]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

export default fp(openApiPlugin, { name: 'openapi' });

/** The document's title and description as the brand names them now (the generated document is built once). */
export const openApiInfo = (brand: { planName: string; productName: string }) => {
  const [planName, productName] = [escapeBrandText('plainText', brand.planName), escapeBrandText('plainText', brand.productName)];
  return { title: `${planName} ${productName} API`, description: `The API of the ${planName} ${productName}.` };
};

export async function openApiRoutes(app: FastifyInstance, options: { getBrand: () => Promise<{ planName: string; productName: string }> }) {
  // The API's description is public, as any client needs it; it holds no data.
  app.get('/docs', { config: { access: access.public }, schema: { hide: true } }, async () => {
    const document = app.swagger();
    return { ...document, info: { ...document.info, ...openApiInfo(await options.getBrand()) } };
  });
}
