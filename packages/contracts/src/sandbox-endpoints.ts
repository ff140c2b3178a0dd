import { access, endpoint } from './endpoint.js';
import { SandboxLoadRequestSchema, SandboxLoadResultSchema, SandboxStatusSchema } from './sandbox.js';

const tag = 'sandbox';

/** Site Administration › Certification Sandbox: site administrators load a test kit's patients outside production. */
export const sandboxEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/admin/sandbox/',
    access: access.siteAdministrator,
    response: SandboxStatusSchema,
    tag,
    summary: 'Whether the certification sandbox can be loaded here (never in production) and the client system its members are visible to.',
  }),
  load: endpoint({
    method: 'POST',
    path: '/admin/sandbox/bundles/',
    access: access.siteAdministrator,
    body: SandboxLoadRequestSchema,
    response: SandboxLoadResultSchema,
    tag,
    summary:
      'Loads a FHIR Bundle of Patient, Coverage, Organization and Practitioner resources as sandbox members (visible only to the sandbox client system) and providers; idempotent, keyed on the resources’ identifiers; one transaction. A bad bundle is a 400 listing each problem.',
  }),
} as const;
