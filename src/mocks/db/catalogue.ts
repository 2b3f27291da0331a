import type { RangeBand } from '@/api/resources/range-bands';
import type { SAMPLE_TYPES } from '@/api/resources/medical-examinations';

/**
 * The demo laboratory's catalogue: eight sections and the tests they run, with the units and
 * adult reference ranges printed on real reports ("12-16", "<5", ">40", or a finding).
 */
type Sample = (typeof SAMPLE_TYPES)[number];
/** code, name, unit, reference range, price in USD, turnaround in hours, sample (default: the group's) */
type Exam = readonly [string, string, string, string, number, number, Sample?];

export interface CatalogueGroup {
  code: string;
  name: string;
  description: string;
  sample: Sample;
  exams: readonly Exam[];
}

export const CATALOGUE: readonly CatalogueGroup[] = [
  {
    code: 'HEM',
    name: 'Haematology',
    description: 'Blood counts, red cell indices and coagulation.',
    sample: 'blood',
    exams: [
      ['HGB', 'Haemoglobin', 'g/dL', '12-16', 5, 4],
      ['HCT', 'Haematocrit', '%', '36-48', 5, 4],
      ['RBC', 'Red blood cells', '10^12/L', '4.2-5.4', 5, 4],
      ['WBC', 'White blood cells', '10^9/L', '4.0-11.0', 5, 4],
      ['PLT', 'Platelets', '10^9/L', '150-400', 5, 4],
      ['MCV', 'Mean corpuscular volume', 'fL', '80-100', 4, 4],
      ['MCH', 'Mean corpuscular haemoglobin', 'pg', '27-33', 4, 4],
      ['MCHC', 'Mean corpuscular haemoglobin concentration', 'g/dL', '32-36', 4, 4],
      ['NEU', 'Neutrophils', '%', '40-75', 4, 4],
      ['LYM', 'Lymphocytes', '%', '20-45', 4, 4],
      ['ESR', 'Erythrocyte sedimentation rate', 'mm/h', '<20', 6, 6],
      ['PT', 'Prothrombin time', 's', '11.0-13.5', 9, 6, 'plasma'],
      ['INR', 'International normalised ratio', 'ratio', '0.8-1.2', 9, 6, 'plasma'],
      ['APTT', 'Activated partial thromboplastin time', 's', '25-35', 10, 6, 'plasma'],
    ],
  },
  {
    code: 'BIO',
    name: 'Biochemistry',
    description: 'Glucose, minerals, iron studies and vitamins.',
    sample: 'serum',
    exams: [
      ['GLU', 'Fasting glucose', 'mg/dL', '70-100', 4, 4],
      ['HBA1C', 'Glycated haemoglobin (HbA1c)', '%', '4.0-5.6', 15, 24, 'blood'],
      ['UA', 'Uric acid', 'mg/dL', '3.5-7.2', 6, 6],
      ['CA', 'Calcium', 'mg/dL', '8.5-10.5', 6, 6],
      ['MG', 'Magnesium', 'mg/dL', '1.7-2.2', 7, 6],
      ['PHOS', 'Phosphorus', 'mg/dL', '2.5-4.5', 7, 6],
      ['FE', 'Serum iron', 'µg/dL', '60-170', 8, 6],
      ['FERR', 'Ferritin', 'ng/mL', '20-250', 14, 24],
      ['TP', 'Total protein', 'g/dL', '6.0-8.3', 6, 6],
      ['VITD', 'Vitamin D (25-OH)', 'ng/mL', '30-100', 28, 48],
      ['B12', 'Vitamin B12', 'pg/mL', '200-900', 22, 48],
    ],
  },
  {
    code: 'LIP',
    name: 'Lipid profile',
    description: 'Cholesterol fractions, triglycerides and apolipoproteins.',
    sample: 'serum',
    exams: [
      ['CHOL', 'Total cholesterol', 'mg/dL', '<200', 6, 6],
      ['HDL', 'HDL cholesterol', 'mg/dL', '>40', 7, 6],
      ['LDL', 'LDL cholesterol', 'mg/dL', '<130', 7, 6],
      ['TG', 'Triglycerides', 'mg/dL', '<150', 6, 6],
      ['VLDL', 'VLDL cholesterol', 'mg/dL', '5-40', 6, 6],
      ['APOA1', 'Apolipoprotein A1', 'mg/dL', '110-180', 18, 48],
      ['APOB', 'Apolipoprotein B', 'mg/dL', '60-130', 18, 48],
      ['LPA', 'Lipoprotein(a)', 'mg/dL', '<30', 25, 72],
    ],
  },
  {
    code: 'LFT',
    name: 'Liver function',
    description: 'Enzymes, bilirubin and albumin.',
    sample: 'serum',
    exams: [
      ['ALT', 'Alanine aminotransferase (ALT)', 'U/L', '7-56', 6, 6],
      ['AST', 'Aspartate aminotransferase (AST)', 'U/L', '10-40', 6, 6],
      ['ALP', 'Alkaline phosphatase', 'U/L', '44-147', 6, 6],
      ['GGT', 'Gamma-glutamyl transferase', 'U/L', '9-48', 7, 6],
      ['TBIL', 'Total bilirubin', 'mg/dL', '0.1-1.2', 6, 6],
      ['DBIL', 'Direct bilirubin', 'mg/dL', '<0.3', 6, 6],
      ['ALB', 'Albumin', 'g/dL', '3.5-5.0', 6, 6],
      ['LDH', 'Lactate dehydrogenase', 'U/L', '140-280', 8, 6],
    ],
  },
  {
    code: 'KFT',
    name: 'Kidney function and electrolytes',
    description: 'Creatinine, urea, filtration rate and electrolytes.',
    sample: 'serum',
    exams: [
      ['CREA', 'Creatinine', 'mg/dL', '0.6-1.2', 5, 4],
      ['UREA', 'Urea', 'mg/dL', '15-45', 5, 4],
      ['BUN', 'Blood urea nitrogen', 'mg/dL', '7-20', 5, 4],
      ['EGFR', 'Estimated glomerular filtration rate', 'mL/min/1.73m²', '>90', 5, 4],
      ['NA', 'Sodium', 'mmol/L', '135-145', 5, 4],
      ['K', 'Potassium', 'mmol/L', '3.5-5.1', 5, 4],
      ['CL', 'Chloride', 'mmol/L', '98-107', 5, 4],
      ['HCO3', 'Bicarbonate', 'mmol/L', '22-29', 6, 4],
      ['CYSC', 'Cystatin C', 'mg/L', '0.6-1.0', 24, 48],
    ],
  },
  {
    code: 'END',
    name: 'Endocrinology',
    description: 'Thyroid, adrenal, reproductive hormones and tumour markers.',
    sample: 'serum',
    exams: [
      ['TSH', 'Thyroid-stimulating hormone (TSH)', 'mIU/L', '0.4-4.0', 12, 24],
      ['FT4', 'Free thyroxine (FT4)', 'ng/dL', '0.8-1.8', 12, 24],
      ['FT3', 'Free triiodothyronine (FT3)', 'pg/mL', '2.3-4.2', 12, 24],
      ['CORT', 'Cortisol (morning)', 'µg/dL', '6-23', 16, 24],
      ['INS', 'Fasting insulin', 'µIU/mL', '2-25', 16, 24],
      ['PRL', 'Prolactin', 'ng/mL', '4-23', 15, 24],
      ['FSH', 'Follicle-stimulating hormone', 'mIU/mL', '1.5-12.4', 15, 24],
      ['LH', 'Luteinising hormone', 'mIU/mL', '1.7-8.6', 15, 24],
      ['TESTO', 'Total testosterone', 'ng/dL', '300-1000', 18, 24],
      ['BHCG', 'Beta hCG', 'mIU/mL', '<5', 14, 6],
      ['PSA', 'Prostate-specific antigen (total)', 'ng/mL', '<4.0', 18, 24],
    ],
  },
  {
    code: 'SER',
    name: 'Immunology and serology',
    description: 'Inflammation markers, antibodies and infectious disease screening.',
    sample: 'serum',
    exams: [
      ['CRP', 'C-reactive protein', 'mg/L', '<5', 8, 4],
      ['RF', 'Rheumatoid factor', 'IU/mL', '<14', 10, 24],
      ['ASO', 'Antistreptolysin O', 'IU/mL', '<200', 10, 24],
      ['HBSAG', 'Hepatitis B surface antigen', '', 'negative', 14, 24],
      ['HCV', 'Hepatitis C antibodies', '', 'negative', 16, 24],
      ['HIV', 'HIV 1/2 antigen and antibodies', '', 'negative', 18, 24],
      ['TOXO', 'Toxoplasma IgG', '', 'negative', 16, 48],
      ['RUB', 'Rubella IgG', 'IU/mL', '>10', 16, 48],
      ['IGE', 'Total IgE', 'IU/mL', '<100', 18, 48],
      ['ANA', 'Antinuclear antibodies', '', 'negative', 25, 72],
      ['COV', 'SARS-CoV-2 RNA (PCR)', '', 'negative', 40, 24, 'swab'],
      ['STREP', 'Rapid strep A antigen', '', 'negative', 12, 2, 'swab'],
    ],
  },
  {
    code: 'URI',
    name: 'Urine and stool',
    description: 'Urinalysis, microalbumin and stool screening.',
    sample: 'urine',
    exams: [
      ['UPH', 'Urine pH', 'pH', '4.5-8.0', 3, 2],
      ['USG', 'Urine specific gravity', '', '1.005-1.030', 3, 2],
      ['UPRO', 'Urine protein', '', 'negative', 3, 2],
      ['UGLU', 'Urine glucose', '', 'negative', 3, 2],
      ['UKET', 'Urine ketones', '', 'negative', 3, 2],
      ['UBLD', 'Urine blood', '', 'negative', 3, 2],
      ['UWBC', 'Urine leukocytes', '/HPF', '0-5', 4, 2],
      ['UMALB', 'Urine microalbumin', 'mg/L', '<30', 14, 24],
      ['UCULT', 'Urine culture', '', 'negative', 20, 72],
      ['FOB', 'Faecal occult blood', '', 'negative', 10, 24, 'stool'],
    ],
  },
];

/** The examination statuses a sample goes through (and their lab stage); the last three end the road. */
export const STATUS_STEPS = [
  ['Received', 'blue', 'Sample registered at reception.', 'entry'],
  ['In analysis', 'cyan', 'On the analyser.', 'entry'],
  ['Rerun requested', 'orange', 'The biologist asked for the test to be run again.', 'entry'],
  ['Awaiting validation', 'yellow', 'Waiting for the biologist to validate.', 'validation'],
  ['Validated', 'green', 'Checked and signed by the biologist.', 'validated'],
  ['Reported', 'teal', 'Sent to the patient and the prescribing doctor.', 'reported'],
  ['Rejected', 'red', 'Sample unusable (haemolysed, clotted or mislabelled).', 'closed'],
  ['Cancelled', 'gray', 'Cancelled at the patient’s or doctor’s request.', 'closed'],
] as const;

/**
 * The laboratory's limits of some tests (designed fields of medical examinations): critical low
 * and high (adult values, as commonly called to the doctor at once) and the delta limit, in the
 * test's unit or in per cent of the previous value.
 */
/**
 * Reference ranges by sex and age (the designed field `ranges`): the general range stays in the
 * catalogue above. Haemoglobin by age for children and by sex for adults; ferritin and
 * creatinine by sex.
 */
export const LAB_RANGES: Readonly<Record<string, RangeBand[]>> = {
  HGB: [
    {
      ageFrom: 0,
      ageTo: 14,
      ageUnit: 'days',
      low: 14.5,
      high: 22.5,
      criticalLow: 9.5,
      criticalHigh: 25,
    },
    { ageFrom: 14, ageTo: 60, ageUnit: 'days', low: 10, high: 18 },
    { ageFrom: 2, ageTo: 12, ageUnit: 'months', low: 9.5, high: 14 },
    { ageFrom: 1, ageTo: 12, ageUnit: 'years', low: 11, high: 14.5 },
    { sex: 'female', ageFrom: 12, ageUnit: 'years', low: 12, high: 15.5 },
    { sex: 'male', ageFrom: 12, ageUnit: 'years', low: 13.5, high: 17.5 },
  ],
  FERR: [
    { sex: 'female', ageFrom: 18, ageUnit: 'years', low: 15, high: 150 },
    { sex: 'male', ageFrom: 18, ageUnit: 'years', low: 30, high: 400 },
  ],
  CREA: [
    { sex: 'female', ageFrom: 18, ageUnit: 'years', low: 0.5, high: 1.1 },
    { sex: 'male', ageFrom: 18, ageUnit: 'years', low: 0.7, high: 1.3 },
  ],
};

export const LAB_LIMITS: Readonly<
  Record<string, { criticalLow?: number; criticalHigh?: number; deltaLimit?: string }>
> = {
  HGB: { criticalLow: 7, criticalHigh: 20, deltaLimit: '2' },
  HCT: { criticalLow: 20, criticalHigh: 60, deltaLimit: '6' },
  WBC: { criticalLow: 2, criticalHigh: 30, deltaLimit: '50%' },
  PLT: { criticalLow: 20, criticalHigh: 1000, deltaLimit: '50%' },
  MCV: { deltaLimit: '5' },
  INR: { criticalHigh: 5, deltaLimit: '50%' },
  APTT: { criticalHigh: 100 },
  GLU: { criticalLow: 40, criticalHigh: 450, deltaLimit: '50%' },
  CA: { criticalLow: 6, criticalHigh: 13, deltaLimit: '1.5' },
  MG: { criticalLow: 1, criticalHigh: 4.7 },
  PHOS: { criticalLow: 1 },
  TBIL: { criticalHigh: 15 },
  CREA: { criticalHigh: 10, deltaLimit: '50%' },
  NA: { criticalLow: 120, criticalHigh: 160, deltaLimit: '8' },
  K: { criticalLow: 2.5, criticalHigh: 6.5, deltaLimit: '1' },
  CL: { criticalLow: 80, criticalHigh: 120 },
  HCO3: { criticalLow: 10, criticalHigh: 40 },
  TSH: { deltaLimit: '100%' },
};
