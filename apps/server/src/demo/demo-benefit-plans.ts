import { type BenefitDesign, BenefitDesignSchema, type CostShare, type ServiceCategory, type TieredCostShare } from '../payer/benefit-design.js';
import type { planOptionNames } from './demo-groups.js';
import { precertRuleLibrary as rules } from './demo-precert-rules.js';

/** Cost-share shorthands: the designs below read like the grid of a summary of benefits. */
const copay = (amount: number, note?: string): CostShare => ({
  isCovered: true,
  copay: amount,
  coinsurancePercent: null,
  isDeductibleApplied: false,
  ...(note ? { note } : {}),
});
const copayAfterDeductible = (amount: number, note?: string): CostShare => ({ ...copay(amount, note), isDeductibleApplied: true });
const coinsurance = (percent: number, note?: string): CostShare => ({
  isCovered: true,
  copay: null,
  coinsurancePercent: percent,
  isDeductibleApplied: true,
  ...(note ? { note } : {}),
});
const noCharge = (note?: string): CostShare => copay(0, note);
const notCovered: CostShare = { isCovered: false, copay: null, coinsurancePercent: null, isDeductibleApplied: false };

const tiers = (inNetwork: CostShare, outOfNetwork: CostShare = notCovered): TieredCostShare => ({ inNetwork, outOfNetwork });
const same = (share: CostShare): TieredCostShare => ({ inNetwork: share, outOfNetwork: share });

type PlanOptionName = (typeof planOptionNames)[number];
type CostShares = Record<ServiceCategory, TieredCostShare>;

/** The rules every demo plan has; the managed-care plans add more. */
const commonRules = [
  rules.advancedImaging,
  rules.jointAndSpineSurgery,
  rules.bariatricSurgery,
  rules.sleepStudies,
  rules.durableMedicalEquipment,
  rules.chemotherapyRadiation,
  rules.specialtyDrugs,
  rules.behavioralHealth,
  rules.maternity,
];

const goldPpo: CostShares = {
  primaryCareVisit: tiers(copay(20), coinsurance(30)),
  specialistVisit: tiers(copay(40), coinsurance(30)),
  preventiveCare: tiers(noCharge(), coinsurance(30)),
  telehealth: tiers(copay(10), notCovered),
  urgentCare: tiers(copay(50), coinsurance(30)),
  emergencyRoom: same(copay(250, 'waived if admitted')),
  ambulance: same(copay(150)),
  inpatientHospital: tiers(coinsurance(10, 'per admission'), coinsurance(30, 'per admission')),
  outpatientSurgery: tiers(coinsurance(10), coinsurance(30)),
  advancedImaging: tiers(copay(150, 'per scan'), coinsurance(30)),
  labAndXray: tiers(noCharge(), coinsurance(30)),
  diagnosticTests: tiers(coinsurance(10), coinsurance(30)),
  physicalTherapy: tiers(copay(30, '30 visits a year, all therapies combined'), coinsurance(30, 'counts toward the 30 visits')),
  mentalHealthOutpatient: tiers(copay(20), coinsurance(30)),
  mentalHealthInpatient: tiers(coinsurance(10), coinsurance(30)),
  maternity: tiers(coinsurance(10, 'prenatal visits no charge'), coinsurance(30)),
  durableMedicalEquipment: tiers(coinsurance(20), coinsurance(40)),
  chemotherapyRadiation: tiers(coinsurance(10), coinsurance(30)),
  officeAdministeredDrugs: tiers(coinsurance(10), coinsurance(30)),
  skilledNursing: tiers(coinsurance(10, '100 days a year'), coinsurance(30, '100 days a year')),
  homeHealth: tiers(noCharge('60 visits a year'), coinsurance(30, '60 visits a year')),
  otherServices: tiers(coinsurance(10), coinsurance(30)),
  rxGeneric: tiers(copay(10, '30-day supply'), notCovered),
  rxPreferredBrand: tiers(copay(35, '30-day supply'), notCovered),
  rxNonPreferredBrand: tiers(copay(70, '30-day supply'), notCovered),
  rxSpecialty: tiers({ ...coinsurance(20, 'up to $250 a fill'), isDeductibleApplied: false }, notCovered),
};

const silverHmo: CostShares = {
  primaryCareVisit: tiers(copay(30)),
  specialistVisit: tiers(copay(60, 'referral required')),
  preventiveCare: tiers(noCharge()),
  telehealth: tiers(noCharge()),
  urgentCare: tiers(copay(75)),
  emergencyRoom: same(copayAfterDeductible(400, 'waived if admitted')),
  ambulance: same(coinsurance(30)),
  inpatientHospital: tiers(coinsurance(30, 'per admission')),
  outpatientSurgery: tiers(coinsurance(30)),
  advancedImaging: tiers(copayAfterDeductible(300, 'per scan')),
  labAndXray: tiers(noCharge('X-rays $40 copay')),
  diagnosticTests: tiers(coinsurance(30)),
  physicalTherapy: tiers(copay(40, '20 visits a year, all therapies combined')),
  mentalHealthOutpatient: tiers(copay(30)),
  mentalHealthInpatient: tiers(coinsurance(30)),
  maternity: tiers(coinsurance(30, 'prenatal visits no charge')),
  durableMedicalEquipment: tiers(coinsurance(30)),
  chemotherapyRadiation: tiers(coinsurance(30)),
  officeAdministeredDrugs: tiers(coinsurance(30)),
  skilledNursing: tiers(coinsurance(30, '60 days a year')),
  homeHealth: tiers(coinsurance(30, '60 visits a year')),
  otherServices: tiers(coinsurance(30)),
  rxGeneric: tiers(copay(15, '30-day supply')),
  rxPreferredBrand: tiers(copay(50, '30-day supply')),
  rxNonPreferredBrand: tiers(copay(100, '30-day supply')),
  rxSpecialty: tiers({ ...coinsurance(30, 'up to $350 a fill'), isDeductibleApplied: false }),
};

const bronzeEpo: CostShares = {
  primaryCareVisit: tiers(copay(50, 'deductible does not apply')),
  specialistVisit: tiers(copayAfterDeductible(100)),
  preventiveCare: tiers(noCharge()),
  telehealth: tiers(copay(25)),
  urgentCare: tiers(copay(100)),
  emergencyRoom: same(coinsurance(40)),
  ambulance: same(coinsurance(40)),
  inpatientHospital: tiers(coinsurance(40)),
  outpatientSurgery: tiers(coinsurance(40)),
  advancedImaging: tiers(coinsurance(40)),
  labAndXray: tiers(coinsurance(40)),
  diagnosticTests: tiers(coinsurance(40)),
  physicalTherapy: tiers(coinsurance(40, '20 visits a year, all therapies combined')),
  mentalHealthOutpatient: tiers(copay(50, 'deductible does not apply')),
  mentalHealthInpatient: tiers(coinsurance(40)),
  maternity: tiers(coinsurance(40, 'prenatal visits no charge')),
  durableMedicalEquipment: tiers(coinsurance(40)),
  chemotherapyRadiation: tiers(coinsurance(40)),
  officeAdministeredDrugs: tiers(coinsurance(40)),
  skilledNursing: tiers(coinsurance(40, '60 days a year')),
  homeHealth: tiers(coinsurance(40, '60 visits a year')),
  otherServices: tiers(coinsurance(40)),
  rxGeneric: tiers(copay(25, '30-day supply')),
  rxPreferredBrand: tiers(coinsurance(40)),
  rxNonPreferredBrand: tiers(coinsurance(50)),
  rxSpecialty: tiers(coinsurance(50)),
};

const selectHmo: CostShares = {
  primaryCareVisit: tiers(copay(15)),
  specialistVisit: tiers(copay(35, 'referral required')),
  preventiveCare: tiers(noCharge()),
  telehealth: tiers(noCharge()),
  urgentCare: tiers(copay(35)),
  emergencyRoom: same(copay(200, 'waived if admitted')),
  ambulance: same(copay(100)),
  inpatientHospital: tiers(copay(500, 'per day, days 1-5')),
  outpatientSurgery: tiers(copay(350)),
  advancedImaging: tiers(copay(200, 'per scan')),
  labAndXray: tiers(noCharge('X-rays $25 copay')),
  diagnosticTests: tiers(copay(50)),
  physicalTherapy: tiers(copay(25, '40 visits a year, all therapies combined')),
  mentalHealthOutpatient: tiers(copay(15)),
  mentalHealthInpatient: tiers(copay(500, 'per day, days 1-5')),
  maternity: tiers(copay(500, 'per admission; prenatal visits no charge')),
  durableMedicalEquipment: tiers({ ...coinsurance(20), isDeductibleApplied: false }),
  chemotherapyRadiation: tiers(noCharge()),
  officeAdministeredDrugs: tiers({ ...coinsurance(20), isDeductibleApplied: false }),
  skilledNursing: tiers(noCharge('100 days a year')),
  homeHealth: tiers(noCharge('100 visits a year')),
  otherServices: tiers({ ...coinsurance(20), isDeductibleApplied: false }),
  rxGeneric: tiers(copay(5, '30-day supply')),
  rxPreferredBrand: tiers(copay(25, '30-day supply')),
  rxNonPreferredBrand: tiers(copay(50, '30-day supply')),
  rxSpecialty: tiers(copay(150, '30-day supply')),
};

const choicePlus: CostShares = {
  primaryCareVisit: tiers(copay(25), coinsurance(50)),
  specialistVisit: tiers(copay(50), coinsurance(50)),
  preventiveCare: tiers(noCharge(), coinsurance(50)),
  telehealth: tiers(copay(15), notCovered),
  urgentCare: tiers(copay(60), coinsurance(50)),
  emergencyRoom: same(copay(300, 'waived if admitted')),
  ambulance: same(coinsurance(20)),
  inpatientHospital: tiers(coinsurance(20), coinsurance(50)),
  outpatientSurgery: tiers(coinsurance(20), coinsurance(50)),
  advancedImaging: tiers(coinsurance(20), coinsurance(50)),
  labAndXray: tiers(copay(10), coinsurance(50)),
  diagnosticTests: tiers(coinsurance(20), coinsurance(50)),
  physicalTherapy: tiers(copay(35, '25 visits a year, all therapies combined'), coinsurance(50, 'counts toward the 25 visits')),
  mentalHealthOutpatient: tiers(copay(25), coinsurance(50)),
  mentalHealthInpatient: tiers(coinsurance(20), coinsurance(50)),
  maternity: tiers(coinsurance(20, 'prenatal visits no charge'), coinsurance(50)),
  durableMedicalEquipment: tiers(coinsurance(20), coinsurance(50)),
  chemotherapyRadiation: tiers(coinsurance(20), coinsurance(50)),
  officeAdministeredDrugs: tiers(coinsurance(20), coinsurance(50)),
  skilledNursing: tiers(coinsurance(20, '60 days a year'), coinsurance(50, '60 days a year')),
  homeHealth: tiers(coinsurance(20, '60 visits a year'), coinsurance(50, '60 visits a year')),
  otherServices: tiers(coinsurance(20), coinsurance(50)),
  rxGeneric: tiers(copay(10, '30-day supply'), notCovered),
  rxPreferredBrand: tiers(copay(40, '30-day supply'), notCovered),
  rxNonPreferredBrand: tiers(copay(80, '30-day supply'), notCovered),
  rxSpecialty: tiers({ ...coinsurance(25, 'up to $300 a fill'), isDeductibleApplied: false }, notCovered),
};

const designs: Record<PlanOptionName, BenefitDesign> = {
  'Evergreen Gold PPO': {
    planOptionName: 'Evergreen Gold PPO',
    planType: 'PPO',
    overview: 'See any provider without a referral. In-network providers cost the member less; out-of-network care is covered at a higher share.',
    isReferralRequired: false,
    isDeductibleEmbedded: true,
    deductible: { inNetwork: { individual: 500, family: 1_000 }, outOfNetwork: { individual: 1_000, family: 2_000 } },
    outOfPocketMaximum: { inNetwork: { individual: 3_000, family: 6_000 }, outOfNetwork: { individual: 6_000, family: 12_000 } },
    costShares: goldPpo,
    precertRules: commonRules,
  },
  'Evergreen Silver HMO': {
    planOptionName: 'Evergreen Silver HMO',
    planType: 'HMO',
    overview: 'Care is coordinated by the member’s primary care physician, who refers to specialists. Only in-network care is covered, except emergencies.',
    isReferralRequired: true,
    isDeductibleEmbedded: true,
    deductible: { inNetwork: { individual: 1_500, family: 3_000 }, outOfNetwork: null },
    outOfPocketMaximum: { inNetwork: { individual: 6_500, family: 13_000 }, outOfNetwork: null },
    costShares: silverHmo,
    precertRules: [...commonRules, rules.arthroscopy, rules.geneticTesting, rules.therapyVisits, rules.hysterectomy, rules.cardiacProcedures],
  },
  'Evergreen Bronze EPO': {
    planOptionName: 'Evergreen Bronze EPO',
    planType: 'EPO',
    overview:
      'A high-deductible plan: the member pays most costs until the deductible is met. No referrals; only in-network care is covered, except emergencies.',
    isReferralRequired: false,
    isDeductibleEmbedded: true,
    deductible: { inNetwork: { individual: 7_000, family: 14_000 }, outOfNetwork: null },
    outOfPocketMaximum: { inNetwork: { individual: 9_200, family: 18_400 }, outOfNetwork: null },
    costShares: bronzeEpo,
    precertRules: [
      ...commonRules,
      rules.arthroscopy,
      rules.geneticTesting,
      rules.therapyVisits,
      rules.hysterectomy,
      rules.cardiacProcedures,
      rules.echocardiography,
      rules.varicoseVeins,
    ],
  },
  'Evergreen Select HMO': {
    planOptionName: 'Evergreen Select HMO',
    planType: 'HMO',
    overview: 'No deductible: fixed copays for most services. The primary care physician coordinates care and refers to in-network specialists.',
    isReferralRequired: true,
    isDeductibleEmbedded: true,
    deductible: { inNetwork: { individual: 0, family: 0 }, outOfNetwork: null },
    outOfPocketMaximum: { inNetwork: { individual: 4_500, family: 9_000 }, outOfNetwork: null },
    costShares: selectHmo,
    precertRules: [...commonRules, rules.arthroscopy, rules.geneticTesting, rules.hysterectomy, rules.cardiacProcedures, rules.varicoseVeins],
  },
  'Evergreen Choice Plus': {
    planOptionName: 'Evergreen Choice Plus',
    planType: 'POS',
    overview:
      'Point-of-service plan: choose a primary care physician for the lowest costs, or see out-of-network providers at a higher share without a referral.',
    isReferralRequired: false,
    isDeductibleEmbedded: false,
    deductible: { inNetwork: { individual: 1_000, family: 2_000 }, outOfNetwork: { individual: 3_000, family: 6_000 } },
    outOfPocketMaximum: { inNetwork: { individual: 5_000, family: 10_000 }, outOfNetwork: { individual: 12_000, family: 24_000 } },
    costShares: choicePlus,
    precertRules: [...commonRules, rules.geneticTesting, rules.cardiacProcedures, rules.varicoseVeins],
  },
};

/** The benefit_plans rows of the demo data set, each checked against the schema the server reads them with. */
export function buildDemoBenefitPlans(): { planOptionName: string; design: BenefitDesign }[] {
  return Object.values(designs).map((design) => ({ planOptionName: design.planOptionName, design: BenefitDesignSchema.parse(design) }));
}
