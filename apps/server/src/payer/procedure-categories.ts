import { type CodeRange, isCodeInRange, type ServiceCategory } from './benefit-design.js';

type Entry = readonly [from: string, to: string, categories: readonly ServiceCategory[]];

/**
 * The benefit category a CPT or HCPCS code is paid under, by code range; the first matching entry wins, so the
 * narrow ranges come before the wide ones they sit in (MRI inside radiology, obstetrics inside surgery).
 * Office visit codes are the same for primary care and specialists: both categories apply.
 */
const entries: readonly Entry[] = [
  // Evaluation and management
  ['99202', '99215', ['primaryCareVisit', 'specialistVisit']],
  ['99221', '99239', ['inpatientHospital']],
  ['99281', '99285', ['emergencyRoom']],
  ['99291', '99292', ['inpatientHospital']],
  ['99304', '99318', ['skilledNursing']],
  ['99341', '99350', ['homeHealth']],
  ['99381', '99429', ['preventiveCare']],
  ['99421', '99443', ['telehealth']],
  ['98966', '98972', ['telehealth']],
  // Vaccines, psychiatry, therapy and other medicine services
  ['90460', '90749', ['preventiveCare']],
  ['90785', '90899', ['mentalHealthOutpatient']],
  ['96130', '96171', ['mentalHealthOutpatient']],
  ['97151', '97158', ['mentalHealthOutpatient']],
  ['92507', '92508', ['physicalTherapy']],
  ['97010', '97799', ['physicalTherapy']],
  ['98940', '98943', ['physicalTherapy']],
  ['96360', '96379', ['officeAdministeredDrugs']],
  ['96401', '96549', ['chemotherapyRadiation']],
  ['93303', '93356', ['diagnosticTests']],
  ['93224', '93248', ['diagnosticTests']],
  ['93880', '93998', ['diagnosticTests']],
  ['95700', '95999', ['diagnosticTests']],
  ['93000', '93010', ['labAndXray']],
  ['93451', '93583', ['outpatientSurgery']],
  // Maternity (inside the surgery and radiology ranges)
  ['59000', '59899', ['maternity']],
  ['76801', '76828', ['maternity']],
  // Screening tests that are preventive care
  ['77067', '77067', ['preventiveCare']],
  // Advanced imaging, radiation oncology, other radiology
  ['70336', '70336', ['advancedImaging']],
  ['70450', '70498', ['advancedImaging']],
  ['70540', '70559', ['advancedImaging']],
  ['71250', '71275', ['advancedImaging']],
  ['71550', '71555', ['advancedImaging']],
  ['72125', '72133', ['advancedImaging']],
  ['72141', '72159', ['advancedImaging']],
  ['72191', '72198', ['advancedImaging']],
  ['73200', '73225', ['advancedImaging']],
  ['73700', '73725', ['advancedImaging']],
  ['74150', '74185', ['advancedImaging']],
  ['75557', '75574', ['advancedImaging']],
  ['77046', '77049', ['advancedImaging']],
  ['78451', '78499', ['advancedImaging']],
  ['78811', '78816', ['advancedImaging']],
  ['77261', '77799', ['chemotherapyRadiation']],
  ['70010', '79999', ['labAndXray']],
  ['36415', '36416', ['labAndXray']],
  ['80047', '89398', ['labAndXray']],
  // Everything else in the surgery section
  ['10004', '69990', ['outpatientSurgery']],
  // HCPCS Level II
  ['A0021', 'A0999', ['ambulance']],
  ['A4000', 'A8004', ['durableMedicalEquipment']],
  ['E0100', 'E8002', ['durableMedicalEquipment']],
  ['K0001', 'K0899', ['durableMedicalEquipment']],
  ['L0112', 'L9900', ['durableMedicalEquipment']],
  ['J9000', 'J9999', ['chemotherapyRadiation']],
  ['J0120', 'J8999', ['officeAdministeredDrugs']],
  ['G0008', 'G0010', ['preventiveCare']],
  ['G0101', 'G0124', ['preventiveCare']],
  ['G0398', 'G0400', ['diagnosticTests']],
  ['Q0091', 'Q0091', ['preventiveCare']],
];

const toRange = ([from, to]: Entry): CodeRange => ({ from, to });

/** The categories a code is paid under; codes outside every range fall under other covered services. */
export function serviceCategoriesOfCode(code: string): readonly ServiceCategory[] {
  const entry = entries.find((candidate) => isCodeInRange(code, toRange(candidate)));
  return entry ? entry[2] : ['otherServices'];
}
