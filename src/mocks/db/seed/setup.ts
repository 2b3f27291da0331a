import { DAY_MS, iso, isoDate, randomFor, REFERENCE_DATE, seqId } from '../random';
import type { PackageRecord, PrinterRecord, TypeRecord } from '../records';
import { once } from '../table';
import { seedDocuments } from './documents';
import { BASE_CURRENCY, OPENING, seedMedicalExaminations } from './reference';

const at = (n: number) => iso(OPENING + DAY_MS + n * 53 * 60_000);

const TYPES: Record<string, readonly (readonly [string, string])[]> = {
  examination: [
    ['Routine', 'Results within the usual turnaround.'],
    ['Urgent', 'Processed first; results the same day.'],
    ['Pre-operative', 'Work-up before surgery.'],
    ['Check-up', 'Yearly health check.'],
    ['Follow-up', 'Repeat of an earlier test.'],
    ['Home sampling', 'Sample taken at the patient’s home.'],
  ],
  appointment: [
    ['Consultation', 'First visit with a doctor.'],
    ['Follow-up visit', 'Visit after treatment or results.'],
    ['Sample collection', 'Blood draw or sample drop-off.'],
    ['Teleconsultation', 'Video call with a doctor.'],
    ['Vaccination', 'Vaccine administration.'],
    ['Imaging', 'Ultrasound or X-ray.'],
  ],
  payment: [
    ['Cash payment', 'Paid at the desk.'],
    ['Insurance claim', 'Billed to the insurer.'],
    ['Deposit', 'Advance paid before tests.'],
    ['Refund', 'Money returned to the patient.'],
    ['Adjustment', 'Discount or correction.'],
  ],
  document: [
    ['Prescription', 'Doctor’s prescription.'],
    ['Lab report', 'Signed laboratory report.'],
    ['ID card', 'Copy of an identity document.'],
    ['Insurance card', 'Copy of the insurance card.'],
    ['Referral letter', 'Letter from the referring doctor.'],
    ['Consent form', 'Signed consent.'],
  ],
  sample: [
    ['Fasting', 'Taken after at least 8 hours without food.'],
    ['Non-fasting', 'Taken at any time.'],
  ],
};

export const seedTypes = once((): TypeRecord[] =>
  Object.entries(TYPES)
    .flatMap(([category, list]) =>
      list.map(([name, description]) => ({ category, name, description })),
    )
    .map((type, i) => ({
      _id: seqId('typ', i + 1, 2),
      ...type,
      createdAt: at(i),
      updatedAt: at(i),
    })),
);

/** name, description, examination codes, discount off the tests' prices */
const PACKAGES = [
  [
    'Essential check-up',
    'Blood count, glucose, lipids, kidney and liver basics.',
    ['HGB', 'WBC', 'PLT', 'GLU', 'CHOL', 'TG', 'CREA', 'ALT'],
    0.2,
  ],
  [
    'Complete check-up',
    'A full yearly work-up.',
    [
      'HGB',
      'WBC',
      'PLT',
      'GLU',
      'HBA1C',
      'CHOL',
      'HDL',
      'LDL',
      'TG',
      'CREA',
      'UREA',
      'ALT',
      'AST',
      'GGT',
      'TSH',
      'VITD',
      'UPH',
    ],
    0.25,
  ],
  [
    'Diabetes follow-up',
    'Quarterly control for diabetic patients.',
    ['GLU', 'HBA1C', 'CREA', 'UMALB', 'CHOL', 'TG'],
    0.15,
  ],
  [
    'Lipid panel',
    'Cholesterol fractions and triglycerides.',
    ['CHOL', 'HDL', 'LDL', 'TG', 'VLDL'],
    0.15,
  ],
  ['Thyroid panel', 'TSH with free hormones.', ['TSH', 'FT4', 'FT3'], 0.15],
  [
    'Liver panel',
    'Enzymes, bilirubin and albumin.',
    ['ALT', 'AST', 'ALP', 'GGT', 'TBIL', 'DBIL', 'ALB'],
    0.2,
  ],
  ['Kidney panel', 'Filtration and electrolytes.', ['CREA', 'UREA', 'EGFR', 'NA', 'K', 'CL'], 0.2],
  [
    'Pre-marital screening',
    'Blood count and infectious screening.',
    ['HGB', 'HBSAG', 'HCV', 'HIV', 'RUB', 'TOXO'],
    0.2,
  ],
  [
    'Pregnancy first trimester',
    'Tests of the first prenatal visit.',
    ['BHCG', 'HGB', 'GLU', 'RUB', 'TOXO', 'HBSAG', 'UPRO'],
    0.2,
  ],
  [
    'Anaemia work-up',
    'Red cells and iron stores.',
    ['HGB', 'RBC', 'MCV', 'FE', 'FERR', 'B12'],
    0.15,
  ],
  ['Fertility (female)', 'Reproductive hormones.', ['FSH', 'LH', 'PRL', 'TSH'], 0.15],
  [
    'Men’s health',
    'PSA, testosterone and metabolic basics.',
    ['PSA', 'TESTO', 'GLU', 'CHOL'],
    0.15,
  ],
  [
    'Pre-operative',
    'Coagulation, blood count and kidney function.',
    ['HGB', 'PLT', 'PT', 'INR', 'APTT', 'CREA', 'K'],
    0.1,
  ],
  ['Inflammation', 'CRP, ESR and rheumatoid markers.', ['CRP', 'ESR', 'RF', 'ASO', 'ANA'], 0.1],
  ['Vitamins', 'Vitamin D and B12.', ['VITD', 'B12'], 0.1],
] as const;

export const seedPackages = once((): PackageRecord[] => {
  const random = randomFor('packages');
  const exams = seedMedicalExaminations();
  return PACKAGES.map(([name, description, codes, discount], i) => {
    const chosen = exams.filter((e) => (codes as readonly string[]).includes(e.code));
    const price = chosen.reduce((sum, e) => sum + e.price, 0);
    const _id = seqId('pkg', i + 1, 2);
    const created = OPENING + (60 + i * 20) * DAY_MS;
    return {
      _id,
      name,
      description,
      examinationIds: chosen.map((e) => e._id),
      price: Math.round(price * (1 - discount)),
      currency: BASE_CURRENCY,
      ...(i % 4 !== 3 && { validUntil: isoDate(REFERENCE_DATE + random.int(30, 400) * DAY_MS) }),
      createdAt: iso(created),
      documents: seedDocuments(random, _id, created, 3),
    };
  });
});

const PRINTERS = [
  ['Reception labels', 'Reception, desk 1', 'Zebra ZD421', 'label', 'online'],
  ['Reception receipts', 'Reception, desk 2', 'Epson TM-T20III', 'receipt', 'online'],
  ['Sampling room labels', 'Sampling room', 'Zebra ZD421', 'label', 'busy'],
  [
    'Laboratory reports',
    'Laboratory, validation office',
    'HP LaserJet Pro M404',
    'report',
    'online',
  ],
  ['Cashier receipts', 'Main cashier', 'Epson TM-T88VI', 'receipt', 'paper-out'],
  ['Haematology labels', 'Laboratory, haematology bench', 'Brother QL-820NWB', 'label', 'offline'],
  ['Front office reports', 'Front office', 'Canon i-SENSYS LBP223', 'report', 'online'],
  ['Night desk printer', 'Emergency entrance', 'Brother HL-L2350', 'report', 'error'],
] as const;

export const seedPrinters = once((): PrinterRecord[] =>
  PRINTERS.map(([name, location, model, kind, status], i) => ({
    _id: seqId('prn', i + 1, 2),
    name,
    location,
    model,
    kind,
    status,
    createdAt: at(200 + i),
  })),
);
