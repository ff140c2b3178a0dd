import type { CatalogCode } from './code-catalog.js';
import { specialtyCptCodes } from './specialty-procedure-codes.js';

/**
 * CPT codes with plain-language descriptions written for this product: the official CPT texts are licensed
 * by the AMA and must not be copied here. `shortDescription` is what a search hit shows first.
 */
export interface ProcedureCode extends CatalogCode {
  shortDescription: string;
}

const cpt = (code: string, shortDescription: string, description: string): ProcedureCode => ({ code, shortDescription, description });

/** Everyday office, lab and screening procedures: the ones random demo claims draw from. */
const officeCptCodes: readonly ProcedureCode[] = [
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

/** The built-in CPT set (code search, precertification lookups): office procedures and the specialty ones. */
export const cptCodes: readonly ProcedureCode[] = [...officeCptCodes, ...specialtyCptCodes];

const hcpcs = (code: string, shortDescription: string, description: string): ProcedureCode => ({ code, shortDescription, description });

/** HCPCS Level II codes (public domain, CMS), described in our own short words; random demo claims draw from these. */
export const hcpcsCodes: readonly ProcedureCode[] = [
  hcpcs('E0601', 'CPAP device', 'Continuous positive airway pressure (CPAP) device'),
  hcpcs('E0114', 'Crutches, underarm, pair', 'Underarm crutches, with pads, tips and handgrips, pair'),
  hcpcs('E0143', 'Walker with wheels', 'Folding walker with wheels, adjustable or fixed height'),
  hcpcs('E0260', 'Hospital bed, semi-electric', 'Semi-electric hospital bed with side rails and mattress'),
  hcpcs('E0784', 'Insulin pump', 'External ambulatory insulin infusion pump'),
  hcpcs('K0001', 'Standard wheelchair', 'Standard wheelchair'),
  hcpcs('L3908', 'Wrist-hand brace', 'Wrist-hand orthosis, prefabricated'),
  hcpcs('A4253', 'Glucose test strips', 'Blood glucose test strips, per 50 strips'),
  hcpcs('J1885', 'Ketorolac injection', 'Injection, ketorolac tromethamine, per 15 mg'),
  hcpcs('J3301', 'Triamcinolone injection', 'Injection, triamcinolone acetonide, per 10 mg'),
  hcpcs('J0696', 'Ceftriaxone injection', 'Injection, ceftriaxone sodium, per 250 mg'),
  hcpcs('G0008', 'Flu vaccine given', 'Administration of influenza virus vaccine'),
  hcpcs('G0121', 'Screening colonoscopy, average risk', 'Colorectal cancer screening; colonoscopy on an individual not at high risk'),
  hcpcs('Q0091', 'Pap smear collection', 'Screening Papanicolaou smear; obtaining, preparing and conveyance to the laboratory'),
];

/** HCPCS codes only the code search and precertification lookups use (equipment, oxygen, infused drugs). */
const specialtyHcpcsCodes: readonly ProcedureCode[] = [
  hcpcs('E0470', 'Bi-level breathing device', 'Bi-level respiratory assist device without backup rate, used with a mask'),
  hcpcs('E1390', 'Oxygen concentrator', 'Oxygen concentrator, single delivery port'),
  hcpcs('E0431', 'Portable oxygen tank', 'Portable gaseous oxygen system, rental, with regulator and tubing'),
  hcpcs('E0570', 'Nebulizer', 'Nebulizer with compressor'),
  hcpcs('K0823', 'Power wheelchair, standard', 'Power wheelchair, group 2 standard, captain’s chair'),
  hcpcs('L1833', 'Knee brace, adjustable', 'Knee orthosis with adjustable knee joints, prefabricated, off the shelf'),
  hcpcs('A0427', 'Ambulance, advanced life support, emergency', 'Ambulance service, advanced life support, emergency transport, level 1'),
  hcpcs('J9045', 'Carboplatin injection', 'Injection, carboplatin, per 50 mg'),
  hcpcs('J9267', 'Paclitaxel injection', 'Injection, paclitaxel, per 1 mg'),
  hcpcs('J9271', 'Pembrolizumab injection', 'Injection, pembrolizumab, per 1 mg'),
  hcpcs('J1745', 'Infliximab injection', 'Injection, infliximab, excludes biosimilar, per 10 mg'),
  hcpcs('J2505', 'Pegfilgrastim injection', 'Injection, pegfilgrastim, per 6 mg'),
  hcpcs('J0897', 'Denosumab injection', 'Injection, denosumab, per 1 mg'),
  hcpcs('G0399', 'Home sleep test, type III', 'Home sleep study test with type III portable monitor, unattended'),
];

/** The built-in HCPCS set of the code search. */
export const builtInHcpcsCodes: readonly ProcedureCode[] = [...hcpcsCodes, ...specialtyHcpcsCodes];

/** Procedures of pregnancy and childbirth, kept out of everyday claims. */
export const everydayCptCodes: readonly ProcedureCode[] = officeCptCodes.filter((entry) => !/^(59|768)/.test(entry.code));
