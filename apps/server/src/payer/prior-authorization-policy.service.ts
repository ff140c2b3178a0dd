import { type IsoDate, type PolicyDocumentation, todayIso } from '@portal/contracts';
import type { Clock } from '../clock.js';
import { codesWhere, isNotRequiringAuthorization, needsDocumentation, type PolicyRuleRow } from './prior-authorization-policy.js';

/** A change reaches every instance for requests made this long after it at most. */
export const policyRulesMaxAgeMs = 60_000;

/**
 * The policy's rules as every feature reads them: each instance keeps the rows in memory and reads them again when
 * they are older than a minute, and at once after a change made through this instance (`forget`). The lists derived
 * from them (codes that never need authorization, the MRI and spine lists) are kept with the rows they came from.
 */
export interface PriorAuthorizationPolicy {
  rules(): Promise<readonly PolicyRuleRow[]>;
  forget(): void;
  today(): IsoDate;
  /** The codes that need no authorization for anyone, anywhere, on `date` (GetGlobalNoAuthRequiredLists, Add CPT). */
  codesNotRequiringAuthorization(date?: IsoDate): Promise<readonly string[]>;
  /** The codes whose rule, for anyone, anywhere, asks for this documentation on `date` (the MRI and spine lists). */
  codesNeeding(kind: PolicyDocumentation, date?: IsoDate): Promise<readonly string[]>;
}

export function createPriorAuthorizationPolicy(deps: { findRules: () => Promise<PolicyRuleRow[]>; clock: Clock; maxAgeMs?: number }): PriorAuthorizationPolicy {
  const { findRules, clock } = deps;
  const maxAgeMs = deps.maxAgeMs ?? policyRulesMaxAgeMs;
  let loaded: { rules: readonly PolicyRuleRow[]; at: number; derived: Map<string, readonly string[]> } | undefined;
  let loading: Promise<readonly PolicyRuleRow[]> | undefined;
  let generation = 0;

  async function load(): Promise<readonly PolicyRuleRow[]> {
    const started = generation;
    const rules = await findRules();
    // A change made while reading: this read may predate it, so it is not kept.
    if (started === generation) loaded = { rules, at: clock.now().getTime(), derived: new Map() };
    return rules;
  }

  async function rules(): Promise<readonly PolicyRuleRow[]> {
    if (loaded && clock.now().getTime() - loaded.at < maxAgeMs) return loaded.rules;
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  const today = () => todayIso(clock.now());

  async function derived(key: string, date: IsoDate, compute: (rows: readonly PolicyRuleRow[]) => string[]): Promise<readonly string[]> {
    const rows = await rules();
    const cacheKey = `${key}@${date}`;
    const kept = loaded?.rules === rows ? loaded.derived.get(cacheKey) : undefined;
    if (kept) return kept;
    const value = compute(rows).sort();
    if (loaded?.rules === rows) loaded.derived.set(cacheKey, value);
    return value;
  }

  return {
    rules,
    forget() {
      generation += 1;
      loaded = undefined;
      loading = undefined;
    },
    today,
    codesNotRequiringAuthorization: (date = today()) => derived('not-required', date, (rows) => codesWhere(rows, date, isNotRequiringAuthorization)),
    codesNeeding: (kind, date = today()) => derived(kind, date, (rows) => codesWhere(rows, date, needsDocumentation(kind))),
  };
}
