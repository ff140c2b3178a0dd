import type { CatalogCode } from './code-catalog.js';

/**
 * CPT codes with plain-language descriptions written for this product: the official CPT texts are licensed
 * by the AMA and must not be copied here. `shortDescription` is what a search hit shows first.
 */
export interface ProcedureCode extends CatalogCode {
  shortDescription: string;
}

const cpt = (code: string, shortDescription: string, description: string): ProcedureCode => ({ code, shortDescription, description });

export const cptCodes: readonly ProcedureCode[] = [
  cpt('99202', 'New patient visit, short', 'Office visit for a new patient with a straightforward medical decision'),
  cpt('99203', 'New patient visit, low', 'Office visit for a new patient with a decision of low complexity'),
  cpt('99204', 'New patient visit, moderate', 'Office visit for a new patient with a decision of moderate complexity'),
  cpt('99212', 'Return visit, short', 'Office visit for a returning patient with a straightforward medical decision'),
  cpt('99213', 'Return visit, low', 'Office visit for a returning patient with a decision of low complexity'),
  cpt('99214', 'Return visit, moderate', 'Office visit for a returning patient with a decision of moderate complexity'),
  cpt('99215', 'Return visit, high', 'Office visit for a returning patient with a decision of high complexity'),
  cpt('99283', 'Emergency visit, moderate', 'Emergency department visit needing a decision of moderate complexity'),
  cpt('99385', 'Preventive visit, 18-39', 'Yearly preventive check-up of a new patient aged 18 to 39'),
  cpt('99395', 'Preventive visit, 18-39 return', 'Yearly preventive check-up of a returning patient aged 18 to 39'),
  cpt('99392', 'Preventive visit, child 1-4', 'Yearly preventive check-up of a returning child aged 1 to 4'),
  cpt('90471', 'Vaccine given, first', 'Giving one vaccine by injection, the first of the visit'),
  cpt('90686', 'Flu vaccine, 4 strains', 'Influenza vaccine, four strains, preservative free, injected into muscle'),
  cpt('36415', 'Blood draw', 'Drawing blood from a vein for laboratory tests'),
  cpt('80053', 'Metabolic panel, full', 'Blood panel of 14 chemistry tests (kidney, liver, sugar, salts)'),
  cpt('85025', 'Blood count with differential', 'Complete blood count with automated count of the white cell types'),
  cpt('83036', 'Hemoglobin A1c', 'Blood test of average blood sugar over about three months'),
  cpt('80061', 'Cholesterol panel', 'Blood panel of total cholesterol, HDL and triglycerides'),
  cpt('81002', 'Urine test, dipstick', 'Urine test by dipstick or tablet, read without a machine'),
  cpt('71046', 'Chest X-ray, 2 views', 'X-ray of the chest taken from two angles'),
  cpt('73721', 'MRI knee joint', 'MRI of a leg joint such as the knee, without contrast'),
  cpt('72148', 'MRI lower spine', 'MRI of the lower (lumbar) spine, without contrast'),
  cpt('72141', 'MRI neck spine', 'MRI of the neck (cervical) spine, without contrast'),
  cpt('70551', 'MRI brain', 'MRI of the brain, without contrast'),
  cpt('74177', 'CT abdomen and pelvis, contrast', 'CT scan of the abdomen and pelvis with contrast'),
  cpt('77067', 'Screening mammogram', 'Screening mammogram of both breasts, including computer-aided detection'),
  cpt('76805', 'Pregnancy ultrasound', 'Ultrasound of the pregnant uterus after the first trimester'),
  cpt('59400', 'Maternity care, vaginal delivery', 'Prenatal care, vaginal delivery and care after delivery'),
  cpt('59510', 'Maternity care, cesarean', 'Prenatal care, cesarean delivery and care after delivery'),
  cpt('93000', 'Electrocardiogram', 'Heart tracing (ECG) with at least 12 leads, with reading and report'),
  cpt('93306', 'Heart ultrasound', 'Complete ultrasound of the heart (echocardiogram) with Doppler'),
  cpt('45378', 'Colonoscopy, diagnostic', 'Looking at the whole colon with a flexible scope'),
  cpt('43239', 'Upper endoscopy with biopsy', 'Looking at the esophagus, stomach and duodenum with a scope, taking tissue samples'),
  cpt('29881', 'Knee arthroscopy, meniscus', 'Knee surgery through a scope to trim a torn meniscus'),
  cpt('27447', 'Total knee replacement', 'Replacing the knee joint with an artificial joint'),
  cpt('97110', 'Therapeutic exercise', 'Physical therapy exercises to build strength and motion, each 15 minutes'),
  cpt('97140', 'Manual therapy', 'Hands-on physical therapy techniques, each 15 minutes'),
  cpt('90837', 'Psychotherapy, 60 minutes', 'Talk therapy with the patient, about 60 minutes'),
  cpt('90834', 'Psychotherapy, 45 minutes', 'Talk therapy with the patient, about 45 minutes'),
  cpt('95810', 'Sleep study, attended', 'Overnight sleep study in a lab, watched by a technologist'),
  cpt('20610', 'Large joint injection', 'Draining or injecting a large joint such as the knee or shoulder'),
  cpt('11102', 'Skin biopsy', 'Removing a small piece of skin by tangential shave for testing'),
];

/** HCPCS Level II codes (public domain, CMS), described in our own short words. */
export const hcpcsCodes: readonly CatalogCode[] = [
  { code: 'E0601', description: 'Continuous positive airway pressure (CPAP) device' },
  { code: 'E0114', description: 'Underarm crutches, with pads, tips and handgrips, pair' },
  { code: 'E0143', description: 'Folding walker with wheels, adjustable or fixed height' },
  { code: 'E0260', description: 'Semi-electric hospital bed with side rails and mattress' },
  { code: 'E0784', description: 'External ambulatory insulin infusion pump' },
  { code: 'K0001', description: 'Standard wheelchair' },
  { code: 'L3908', description: 'Wrist-hand orthosis, prefabricated' },
  { code: 'A4253', description: 'Blood glucose test strips, per 50 strips' },
  { code: 'J1885', description: 'Injection, ketorolac tromethamine, per 15 mg' },
  { code: 'J3301', description: 'Injection, triamcinolone acetonide, per 10 mg' },
  { code: 'J0696', description: 'Injection, ceftriaxone sodium, per 250 mg' },
  { code: 'G0008', description: 'Administration of influenza virus vaccine' },
  { code: 'G0121', description: 'Colorectal cancer screening; colonoscopy on an individual not at high risk' },
  { code: 'Q0091', description: 'Screening Papanicolaou smear; obtaining, preparing and conveyance to the laboratory' },
];

/** Procedures of pregnancy and childbirth, kept out of everyday claims. */
export const everydayCptCodes: readonly ProcedureCode[] = cptCodes.filter((entry) => !/^(59|768)/.test(entry.code));
