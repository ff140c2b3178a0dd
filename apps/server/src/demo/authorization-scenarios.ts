import { diagnosisCodes, type CatalogCode } from './code-catalog.js';
import { cptCodes, hcpcsCodes } from './procedure-codes.js';

export type ScenarioKind = 'outpatient' | 'inpatient' | 'dme' | 'maternity';

export interface Scenario {
  diagnosis: CatalogCode;
  procedure: CatalogCode;
}

function find(catalog: readonly CatalogCode[], code: string): CatalogCode {
  const entry = catalog.find((candidate) => candidate.code === code);
  if (!entry) throw new Error(`Code ${code} is not in the demo catalog.`);
  return entry;
}

const pairs: Record<ScenarioKind, readonly (readonly [string, string])[]> = {
  outpatient: [
    ['M25.561', '73721'],
    ['M54.50', '72148'],
    ['M54.2', '72141'],
    ['G43.909', '70551'],
    ['G47.33', '95810'],
    ['M54.50', '97110'],
    ['M75.101', '97140'],
    ['R10.9', '74177'],
    ['K21.9', '43239'],
    ['Z12.11', '45378'],
    ['R07.9', '93306'],
    ['F41.1', '90837'],
    ['F32.A', '90834'],
    ['M17.11', '20610'],
  ],
  inpatient: [
    ['M17.11', '27447'],
    ['S83.511A', '29881'],
    ['I48.91', '93306'],
    ['M51.26', '72148'],
    ['C50.911', '77067'],
  ],
  dme: [
    ['G47.33', 'E0601'],
    ['S83.511A', 'E0114'],
    ['M17.11', 'E0143'],
    ['S52.501A', 'L3908'],
    ['E11.65', 'E0784'],
  ],
  maternity: [
    ['Z34.00', '59400'],
    ['Z34.00', '76805'],
    ['O80', '59400'],
    ['O80', '59510'],
  ],
};

const toScenarios = (list: readonly (readonly [string, string])[]): Scenario[] =>
  list.map(([diagnosis, procedure]) => ({ diagnosis: find(diagnosisCodes, diagnosis), procedure: find([...cptCodes, ...hcpcsCodes], procedure) }));

/** Diagnosis and procedure pairs that belong together, so demo authorizations read like real requests. */
export const scenarios: Record<ScenarioKind, readonly Scenario[]> = {
  outpatient: toScenarios(pairs.outpatient),
  inpatient: toScenarios(pairs.inpatient),
  dme: toScenarios(pairs.dme),
  maternity: toScenarios(pairs.maternity),
};
