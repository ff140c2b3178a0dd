/**
 * The small built-in code sets the demo data draws from. ICD-10-CM and place-of-service titles are public
 * domain (CDC/CMS); the procedure texts live in procedure-codes.ts. The official full lists are loaded by the
 * code import command, never by the demo generator.
 */
export interface CatalogCode {
  code: string;
  description: string;
}

/** Common ICD-10-CM diagnosis codes (dotted form). */
export const diagnosisCodes: readonly CatalogCode[] = [
  { code: 'E11.9', description: 'Type 2 diabetes mellitus without complications' },
  { code: 'E11.65', description: 'Type 2 diabetes mellitus with hyperglycemia' },
  { code: 'E78.5', description: 'Hyperlipidemia, unspecified' },
  { code: 'E66.9', description: 'Obesity, unspecified' },
  { code: 'E03.9', description: 'Hypothyroidism, unspecified' },
  { code: 'I10', description: 'Essential (primary) hypertension' },
  { code: 'I25.10', description: 'Atherosclerotic heart disease of native coronary artery without angina pectoris' },
  { code: 'I48.91', description: 'Unspecified atrial fibrillation' },
  { code: 'J06.9', description: 'Acute upper respiratory infection, unspecified' },
  { code: 'J45.909', description: 'Unspecified asthma, uncomplicated' },
  { code: 'J44.9', description: 'Chronic obstructive pulmonary disease, unspecified' },
  { code: 'J02.9', description: 'Acute pharyngitis, unspecified' },
  { code: 'M54.50', description: 'Low back pain, unspecified' },
  { code: 'M54.2', description: 'Cervicalgia' },
  { code: 'M17.11', description: 'Unilateral primary osteoarthritis, right knee' },
  { code: 'M25.561', description: 'Pain in right knee' },
  { code: 'M75.101', description: 'Unspecified rotator cuff tear or rupture of right shoulder, not specified as traumatic' },
  { code: 'M51.26', description: 'Other intervertebral disc displacement, lumbar region' },
  { code: 'G43.909', description: 'Migraine, unspecified, not intractable, without status migrainosus' },
  { code: 'G47.33', description: 'Obstructive sleep apnea (adult) (pediatric)' },
  { code: 'F32.A', description: 'Depression, unspecified' },
  { code: 'F41.1', description: 'Generalized anxiety disorder' },
  { code: 'F90.0', description: 'Attention-deficit hyperactivity disorder, predominantly inattentive type' },
  { code: 'K21.9', description: 'Gastro-esophageal reflux disease without esophagitis' },
  { code: 'K57.30', description: 'Diverticulosis of large intestine without perforation or abscess without bleeding' },
  { code: 'N39.0', description: 'Urinary tract infection, site not specified' },
  { code: 'N18.3', description: 'Chronic kidney disease, stage 3 (moderate)' },
  { code: 'R10.9', description: 'Unspecified abdominal pain' },
  { code: 'R07.9', description: 'Chest pain, unspecified' },
  { code: 'R51.9', description: 'Headache, unspecified' },
  { code: 'R53.83', description: 'Other fatigue' },
  { code: 'Z00.00', description: 'Encounter for general adult medical examination without abnormal findings' },
  { code: 'Z00.129', description: 'Encounter for routine child health examination without abnormal findings' },
  { code: 'Z12.31', description: 'Encounter for screening mammogram for malignant neoplasm of breast' },
  { code: 'Z12.11', description: 'Encounter for screening for malignant neoplasm of colon' },
  { code: 'Z23', description: 'Encounter for immunization' },
  { code: 'Z34.00', description: 'Encounter for supervision of normal first pregnancy, unspecified trimester' },
  { code: 'O80', description: 'Encounter for full-term uncomplicated delivery' },
  { code: 'O82', description: 'Encounter for cesarean delivery without indication' },
  { code: 'O09.899', description: 'Supervision of other high risk pregnancies, unspecified trimester' },
  { code: 'Z38.00', description: 'Single liveborn infant, delivered vaginally' },
  { code: 'Z38.01', description: 'Single liveborn infant, delivered by cesarean' },
  { code: 'P07.38', description: 'Preterm newborn, gestational age 35 completed weeks' },
  { code: 'P22.1', description: 'Transient tachypnea of newborn' },
  { code: 'P59.9', description: 'Neonatal jaundice, unspecified' },
  { code: 'C50.911', description: 'Malignant neoplasm of unspecified site of right female breast' },
  { code: 'S83.511A', description: 'Sprain of anterior cruciate ligament of right knee, initial encounter' },
  { code: 'S52.501A', description: 'Unspecified fracture of the lower end of right radius, initial encounter for closed fracture' },
  { code: 'H52.13', description: 'Myopia, bilateral' },
];

/** Diagnoses of pregnancy and childbirth, kept out of everyday claims. */
/** Pregnancy, delivery and newborn codes: never on the everyday claims of random members. */
export const isMaternityDiagnosis = (code: string) => /^(Z3[48]|O|P)/.test(code);
export const everydayDiagnosisCodes: readonly CatalogCode[] = diagnosisCodes.filter((entry) => !isMaternityDiagnosis(entry.code));

export interface PlaceOfService extends CatalogCode {
  isInpatient: boolean;
}

/** CMS place-of-service codes the demo uses. */
export const placesOfService: readonly PlaceOfService[] = [
  { code: '02', description: 'Telehealth Provided Other than in Patient’s Home', isInpatient: false },
  { code: '10', description: 'Telehealth Provided in Patient’s Home', isInpatient: false },
  { code: '11', description: 'Office', isInpatient: false },
  { code: '12', description: 'Home', isInpatient: false },
  { code: '19', description: 'Off Campus-Outpatient Hospital', isInpatient: false },
  { code: '20', description: 'Urgent Care Facility', isInpatient: false },
  { code: '21', description: 'Inpatient Hospital', isInpatient: true },
  { code: '22', description: 'On Campus-Outpatient Hospital', isInpatient: false },
  { code: '23', description: 'Emergency Room – Hospital', isInpatient: false },
  { code: '24', description: 'Ambulatory Surgical Center', isInpatient: false },
  { code: '31', description: 'Skilled Nursing Facility', isInpatient: true },
  { code: '81', description: 'Independent Laboratory', isInpatient: false },
];
