import { z } from 'zod';

/**
 * The client id of the demo's "EHR Sandbox" client system (apps/server/src/demo/sandbox-client-system.ts): the
 * certification sandbox's members are visible to it only.
 */
export const sandboxClientId = 'sandbox-ehr';

export const sandboxLimits = {
  /** Entries of one bundle: a test kit's patients and providers are tens; more is not a test kit. */
  maxEntries: 1000,
  /** The largest bundle file the page and the endpoint take. */
  maxBundleBytes: 10 * 1024 * 1024,
} as const;

/** Whether the sandbox can be loaded here (never in production), and the client system its members are visible to. */
export const SandboxStatusSchema = z.object({
  isAvailable: z.boolean(),
  clientId: z.string(),
  /** The sandbox client system's name, or null when it is not registered (or revoked). */
  clientName: z.string().nullable(),
});
export type SandboxStatus = z.infer<typeof SandboxStatusSchema>;

/** A FHIR Bundle as JSON; the sandbox reads and checks it, listing every problem with where it is. */
export const SandboxLoadRequestSchema = z.record(z.string(), z.unknown()).describe('A FHIR R4 Bundle (collection, transaction or batch).');

const CountsSchema = z.object({ created: z.number().int(), updated: z.number().int() });

/** What one load did, by kind of resource, and the resources it left alone with why. */
export const SandboxLoadResultSchema = z.object({
  members: CountsSchema,
  coverages: CountsSchema,
  organizations: CountsSchema,
  practitioners: CountsSchema,
  skipped: z.array(z.string()),
});
export type SandboxLoadResult = z.infer<typeof SandboxLoadResultSchema>;
export type SandboxLoadKind = Exclude<keyof SandboxLoadResult, 'skipped'>;
export const sandboxLoadKinds = ['members', 'coverages', 'organizations', 'practitioners'] as const satisfies readonly SandboxLoadKind[];
