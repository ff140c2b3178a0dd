import type { CodeRange, PrecertRule } from '../payer/benefit-design.js';

/**
 * The precertification rules the demo plans choose from (demo-benefit-plans.ts). Code ranges follow the CPT and
 * HCPCS sections; the texts are written for this product and read like a health plan's provider manual.
 */
const range = (from: string, to: string = from): CodeRange => ({ from, to });

const rule = (id: string, label: string, codeRanges: CodeRange[], texts: Partial<Record<'precert' | 'site' | 'criteria' | 'notes', string>>): PrecertRule => ({
  id,
  label,
  codeRanges,
  categoryTexts: {
    ...(texts.precert ? { Precertification: texts.precert } : {}),
    ...(texts.site ? { 'Site of Care': texts.site } : {}),
    ...(texts.criteria ? { 'Clinical Criteria': texts.criteria } : {}),
    ...(texts.notes ? { 'Benefit Notes': texts.notes } : {}),
  },
});

export const precertRuleLibrary = {
  advancedImaging: rule(
    'advanced-imaging',
    'Advanced imaging (MRI, MRA, CT, CTA, PET, nuclear cardiology)',
    [
      range('70336'),
      range('70450', '70498'),
      range('70540', '70559'),
      range('71250', '71275'),
      range('71550', '71555'),
      range('72125', '72133'),
      range('72141', '72159'),
      range('72191', '72198'),
      range('73200', '73225'),
      range('73700', '73725'),
      range('74150', '74185'),
      range('75557', '75574'),
      range('77046', '77049'),
      range('78451', '78499'),
      range('78811', '78816'),
    ],
    {
      precert:
        '<p>Request precertification before the scan is scheduled, at least 3 business days ahead. Scans done in the emergency room, during an inpatient stay or at an urgent care visit do not need it.</p>',
      site: '<p>Scans at a freestanding imaging center cost the member less than at a hospital outpatient department. A hospital setting is approved when the member needs sedation, has a device that needs monitoring, or no freestanding center is within 30 miles.</p>',
      criteria:
        '<p>Reviewed against nationally recognized imaging guidelines. Include the symptoms and how long they have lasted, the treatment tried so far (for back or joint pain, usually six weeks of conservative care) and the results of earlier imaging.</p>',
    },
  ),
  jointAndSpineSurgery: rule(
    'joint-spine-surgery',
    'Joint replacement and spine surgery',
    [range('22510', '22865'), range('23470', '23474'), range('27125', '27138'), range('27437', '27447'), range('63001', '63295')],
    {
      precert: '<p>Precertify the surgery and any inpatient stay together. Allow 5 business days for a standard review.</p>',
      site: '<p>Knee and hip replacements for members without serious heart, lung or kidney disease are approved in an ambulatory surgery center or as outpatient hospital surgery.</p>',
      criteria:
        '<p>Send imaging reports, at least three months of documented conservative treatment (physical therapy, medication, injections), BMI and, for members with diabetes, a recent hemoglobin A1c.</p>',
      notes: '<p>Physical therapy after surgery is covered under the therapy benefit and counts toward its yearly visit limit.</p>',
    },
  ),
  arthroscopy: rule('arthroscopy', 'Arthroscopic joint surgery', [range('29805', '29999')], {
    precert: '<p>Precertification is required for arthroscopy of the shoulder, hip and knee.</p>',
    site: '<p>Approved in an ambulatory surgery center unless the surgeon documents why a hospital is needed.</p>',
    criteria: '<p>Include the MRI report and the results of at least six weeks of conservative treatment.</p>',
  }),
  bariatricSurgery: rule('bariatric-surgery', 'Weight-loss (bariatric) surgery', [range('43644', '43775')], {
    precert: '<p>Precertification is required. The surgery must be done at a designated bariatric center of excellence.</p>',
    criteria:
      '<p>BMI of 40 or more, or 35 or more with a serious weight-related condition, and six months of a supervised weight-management program in the last two years.</p>',
  }),
  sleepStudies: rule('sleep-studies', 'Sleep studies', [range('95782', '95811'), range('G0398', 'G0400')], {
    precert: '<p>Precertification is required for sleep studies done in a sleep lab. Home sleep apnea tests do not need it.</p>',
    site: '<p>A home sleep apnea test comes first for adults suspected of obstructive sleep apnea; a lab study is approved when the home test cannot be used or was not conclusive.</p>',
    criteria: '<p>Include the sleep questionnaire score (for example Epworth), snoring and apnea history, and relevant conditions such as heart failure.</p>',
  }),
  durableMedicalEquipment: rule(
    'durable-medical-equipment',
    'Durable medical equipment (hospital beds, oxygen, CPAP, pumps, wheelchairs, prosthetics)',
    [
      range('E0250', 'E0373'),
      range('E0424', 'E0487'),
      range('E0600', 'E0601'),
      range('E0720', 'E0791'),
      range('E1130', 'E1298'),
      range('K0001', 'K0899'),
      range('L5000', 'L9900'),
    ],
    {
      precert:
        '<p>Precertification is required for the purchase or rental of this equipment. Crutches, canes, walkers and standard supplies do not need it.</p>',
      criteria:
        '<p>Send the prescription, the diagnosis and notes from a visit in the last 6 months showing why the equipment is needed; for CPAP, the sleep study report.</p>',
      notes: '<p>Equipment is rented first when rental is cheaper; CPAP continues after 90 days only when the device shows use on at least 70% of nights.</p>',
    },
  ),
  chemotherapyRadiation: rule(
    'chemotherapy-radiation',
    'Chemotherapy and radiation therapy',
    [range('96401', '96549'), range('77261', '77799'), range('J9000', 'J9999')],
    {
      precert:
        '<p>Precertify each treatment plan with the Chemotherapy / Radiation Precertification Questionnaire (Resources page). A new plan is needed when the regimen changes.</p>',
      site: '<p>Infusions in the doctor’s office or at home are approved ahead of hospital outpatient infusion when clinically appropriate.</p>',
      criteria:
        '<p>Regimens are reviewed against nationally recognized oncology compendia. Include the diagnosis, stage, line of therapy and the planned drugs and doses.</p>',
    },
  ),
  specialtyDrugs: rule(
    'specialty-drugs',
    'Specialty drugs given by a provider',
    [range('J0129'), range('J0717'), range('J0897'), range('J1745'), range('J2350'), range('J2505'), range('J3380')],
    {
      precert: '<p>Precertification is required before the first dose and again at each renewal (usually every 12 months).</p>',
      site: '<p>Home infusion or an office setting is expected unless the member needs hospital monitoring.</p>',
      criteria: '<p>Include the diagnosis, prior treatments tried and why they failed, and recent lab results where the drug label calls for them.</p>',
    },
  ),
  behavioralHealth: rule(
    'behavioral-health',
    'Behavioral health: psychological testing, TMS, ECT and ABA therapy',
    [range('90867', '90870'), range('96130', '96139'), range('97151', '97158')],
    {
      precert: '<p>Precertification is required. Routine outpatient therapy and medication management visits do not need it.</p>',
      criteria:
        '<p>Include the diagnosis, current symptoms and treatment history; for ABA, the diagnostic evaluation and the proposed treatment plan with hours per week.</p>',
    },
  ),
  maternity: rule('maternity', 'Maternity admissions', [range('59400', '59622')], {
    precert:
      '<p>Prenatal care and delivery need no precertification, but notify us of the delivery admission within 24 hours. Stays longer than 48 hours after a vaginal delivery or 96 hours after a cesarean need precertification.</p>',
    notes: '<p>Prenatal visits are covered as preventive care; the newborn must be added to the plan within 30 days of birth.</p>',
  }),
  geneticTesting: rule('genetic-testing', 'Genetic and molecular testing', [range('81162', '81479')], {
    precert: '<p>Precertification is required for genetic tests. Standard newborn screening and routine lab tests do not need it.</p>',
    criteria: '<p>Explain how the result will change treatment, and include the family history and genetic counseling notes.</p>',
  }),
  therapyVisits: rule('therapy-visits', 'Physical and occupational therapy after 12 visits', [range('97110', '97546')], {
    precert: '<p>The first 12 visits in a calendar year need no precertification; request it before the 13th visit.</p>',
    criteria: '<p>Include the plan of care, measurable goals and progress notes showing improvement since the start of therapy.</p>',
  }),
  hysterectomy: rule('hysterectomy', 'Hysterectomy', [range('58150', '58294'), range('58541', '58573')], {
    precert: '<p>Precertification is required for hysterectomy by any approach.</p>',
    site: '<p>Laparoscopic and vaginal procedures are approved as outpatient surgery when clinically appropriate.</p>',
  }),
  cardiacProcedures: rule('cardiac-procedures', 'Cardiac catheterization, pacemakers and defibrillators', [range('33206', '33249'), range('93451', '93583')], {
    precert: '<p>Precertification is required for planned procedures. Procedures during an emergency admission need notification within 2 business days.</p>',
    criteria: '<p>Include recent stress test or heart ultrasound results and the current medications.</p>',
  }),
  varicoseVeins: rule('varicose-veins', 'Varicose vein treatment', [range('36465', '36479')], {
    precert: '<p>Precertification is required; treatment for appearance only is not covered.</p>',
    criteria: '<p>Include the vein ultrasound report and three months of compression stockings.</p>',
  }),
  echocardiography: rule('echocardiography', 'Heart ultrasound (echocardiogram)', [range('93303', '93356')], {
    precert: '<p>Precertification is required for outpatient echocardiograms under this plan.</p>',
    site: '<p>Approved at a cardiology office or freestanding center; hospital-based studies need a documented reason.</p>',
  }),
} as const satisfies Record<string, PrecertRule>;
