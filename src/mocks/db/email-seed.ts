import type { Folder, Mailbox } from '@/api/email';

/**
 * The demo clinic's mailbox, the same for every account: suppliers, doctors, insurers, patients,
 * the lab's own quality reports, in the three languages of the app. Times are offsets (in minutes)
 * before the moment the mailbox is first opened, so the demo always looks current while its
 * content and order stay fixed.
 */
export interface SeedMessage {
  folder: Folder;
  from?: Mailbox;
  to?: Mailbox[];
  cc?: Mailbox[];
  subject: string;
  html: string;
  minutesAgo: number;
  read?: boolean;
}

const H = 60;
const D = 24 * H;

const people = {
  bioLab: { name: 'BioLab Supplies', address: 'orders@biolab-supplies.example' },
  nassar: { name: 'Dr. Sara Nassar', address: 's.nassar@cardio-center.example' },
  atlas: { name: 'Atlas Insurance — Claims', address: 'claims@atlas-insurance.example' },
  benali: { name: 'Nadia Benali', address: 'nadia.benali@mail.example' },
  medEquip: { name: 'MedEquip Service', address: 'service@medequip.example' },
  phishing: { name: 'Billing Department', address: 'billing@secure-payments-check.example' },
  amrani: { name: 'Dr. Youssef Amrani', address: 'y.amrani@cedarclinic.example' },
  mediterranea: { name: 'Mediterranea Health', address: 'providers@mediterranea-health.example' },
  eqa: { name: 'EQA Programme Office', address: 'eqa@quality-labs.example' },
  stLouis: {
    name: 'Hôpital Saint-Louis — Biologie',
    address: 'biologie@hopital-saint-louis.example',
  },
  haddadPatient: { name: 'سامي الحداد', address: 'sami.haddad@mail.example' },
  admin: { name: 'Clinic Administration', address: 'admin@cedarclinic.example' },
  pharmaNord: { name: 'PharmaNord Diagnostics', address: 'sales@pharmanord.example' },
  it: { name: 'IT Support', address: 'it@cedarclinic.example' },
  gulfCare: { name: 'GulfCare Insurance', address: 'provider-relations@gulfcare.example' },
  martin: { name: 'Claire Martin', address: 'claire.martin@cedarclinic.example' },
  farouk: { name: 'Omar Farouk', address: 'omar.farouk@mail.example' },
  analyser: { name: 'Haematology Analyser XN-1000', address: 'qc-reports@cedarclinic.example' },
  webinars: { name: 'LabManagement Today', address: 'news@labmanagement.example' },
  parcel: { name: 'Parcel Service', address: 'no-reply@parcel-tracking.example' },
} satisfies Record<string, Mailbox>;

/** The message the sanitiser has to defuse: a script, an event handler and a javascript: link. */
export const SUSPICIOUS_SUBJECT = 'Invoice overdue — action required';

const inbox: SeedMessage[] = [
  {
    folder: 'inbox',
    from: people.bioLab,
    subject: 'Order BL-20418 shipped: reagent kits and vacutainers',
    minutesAgo: 55,
    html: `<p>Hello,</p><p>Your order <strong>BL-20418</strong> left our warehouse this morning:</p><ul><li>CBC reagent kit × 6</li><li>Vacutainer tubes, EDTA 4 ml × 1,000</li><li>Glucose control level 1 and 2 × 4</li></ul><p>Expected delivery: tomorrow before noon. The cold-chain items travel in a separate insulated box.</p><p>Kind regards,<br>BioLab Supplies — Order desk</p>`,
  },
  {
    folder: 'inbox',
    from: people.nassar,
    subject: 'Referral: Mr. Karim Aziz, echocardiogram follow-up',
    minutesAgo: 3 * H,
    html: `<p>Dear colleagues,</p><p>I am referring <strong>Mr. Karim Aziz</strong> (58) for a lipid panel, HbA1c and NT-proBNP before his echocardiogram follow-up on Monday.</p><p>He is on <em>atorvastatin 40 mg</em>; please ask him to fast for 10 hours.</p><p>Best regards,<br>Dr. Sara Nassar — Cardio Center</p>`,
  },
  {
    folder: 'inbox',
    from: people.atlas,
    subject: 'Pre-authorisation approved — claim AT-55120',
    minutesAgo: 5 * H,
    html: `<p>Dear provider,</p><p>The pre-authorisation request for claim <strong>AT-55120</strong> (thyroid panel, vitamin D) has been <strong>approved</strong>. Coverage: 80 %, patient share 20 %.</p><p>Please quote the claim number on the invoice.</p><p>Atlas Insurance — Claims department</p>`,
  },
  {
    folder: 'inbox',
    from: people.benali,
    subject: 'Question about fasting before my blood test',
    minutesAgo: 8 * H,
    html: `<p>Good morning,</p><p>I have an appointment on Thursday at 8:30 for a glucose test. May I drink water or coffee before coming?</p><p>Thank you,<br>Nadia Benali</p>`,
  },
  {
    folder: 'inbox',
    from: people.phishing,
    subject: SUSPICIOUS_SUBJECT,
    minutesAgo: D + 2 * H,
    html: `<p>Dear customer,</p><p>Your account shows an <strong>unpaid invoice</strong>. Open the attached statement to avoid suspension.</p><script>alert('This script must never run')</script><img src="x" alt="Statement preview" onerror="alert('onerror fired')"><p><a href="javascript:alert('javascript link followed')">View the invoice</a></p><p onclick="alert('click handler')">Billing Department</p>`,
  },
  {
    folder: 'inbox',
    from: people.medEquip,
    subject: 'Scheduled maintenance of the haematology analyser, Thursday 8:00',
    minutesAgo: D + 5 * H,
    read: true,
    html: `<p>Hello,</p><p>Our engineer will service the <strong>XN-1000</strong> on Thursday from 8:00 to 11:00. Please plan a backup for urgent CBCs during that window.</p><ol><li>Run the last QC before 7:45.</li><li>Keep the reagent log at hand.</li></ol><p>MedEquip Service</p>`,
  },
  {
    folder: 'inbox',
    from: people.amrani,
    subject: 'On-call rota for next week',
    minutesAgo: D + 9 * H,
    read: true,
    html: `<p>Hi all,</p><p>The rota for next week is attached to the staff board. I swapped Wednesday night with Dr. Khalil; tell me by Friday if anything does not work for you.</p><p>Youssef</p>`,
  },
  {
    folder: 'inbox',
    from: people.mediterranea,
    subject: 'Updated tariff agreement for laboratory tests',
    minutesAgo: 2 * D + H,
    read: true,
    html: `<p>Dear partner,</p><p>Please find below the tariffs that apply from the first of next month:</p><ul><li>Complete blood count: 9.50</li><li>Lipid panel: 18.00</li><li>HbA1c: 14.00</li></ul><p>Reply to this message to confirm your agreement.</p><p>Mediterranea Health — Provider relations</p>`,
  },
  {
    folder: 'inbox',
    from: people.eqa,
    subject: 'External quality assessment: results of cycle 3',
    minutesAgo: 2 * D + 6 * H,
    read: true,
    html: `<p>Dear laboratory manager,</p><p>Your results for cycle 3 are available. All 24 analytes are within the acceptable range; <strong>potassium</strong> shows a positive bias of 2.1 % worth watching.</p><p>EQA Programme Office</p>`,
  },
  {
    folder: 'inbox',
    from: people.stLouis,
    subject: "Transfert d'échantillons : bordereau de la semaine",
    minutesAgo: 3 * D,
    read: true,
    html: `<p>Bonjour,</p><p>Vous trouverez ci-dessous le bordereau des échantillons transférés pour sérologie :</p><ul><li>12 tubes secs</li><li>4 tubes EDTA</li></ul><p>Merci de confirmer la réception avant 16 h.</p><p>Service de biologie — Hôpital Saint-Louis</p>`,
  },
  {
    folder: 'inbox',
    from: people.haddadPatient,
    subject: 'استفسار عن نتائج التحاليل',
    minutesAgo: 3 * D + 4 * H,
    read: true,
    html: `<p>مرحباً،</p><p>أجريت تحاليل الدم يوم الاثنين. متى تكون النتائج جاهزة؟ وهل يمكن إرسالها إلى طبيبي مباشرة؟</p><p>مع الشكر،<br>سامي الحداد</p>`,
  },
  {
    folder: 'inbox',
    from: people.admin,
    subject: 'Staff meeting minutes',
    minutesAgo: 4 * D,
    read: true,
    html: `<p>Minutes of Tuesday's staff meeting:</p><ol><li>New opening hours on Saturdays: 8:00–13:00.</li><li>The queue display moves next to reception.</li><li>Cash drawers are counted at 18:00 by two people.</li></ol><p>Clinic Administration</p>`,
  },
  {
    folder: 'inbox',
    from: people.pharmaNord,
    subject: 'Price list update: HbA1c and lipid panel reagents',
    minutesAgo: 5 * D,
    read: true,
    html: `<p>Dear customer,</p><p>Our new price list applies to orders placed from the 15th. Contracts signed this quarter keep their current prices for twelve months.</p><p>PharmaNord Diagnostics — Sales</p>`,
  },
  {
    folder: 'inbox',
    from: people.it,
    subject: 'Reminder: lock your workstation',
    minutesAgo: 6 * D,
    read: true,
    html: `<p>Hello everyone,</p><p>Please lock your screen (<code>Win + L</code>) whenever you leave the desk: patient data must never stay visible at reception.</p><p>IT Support</p>`,
  },
  {
    folder: 'inbox',
    from: people.gulfCare,
    subject: 'Rejected claim GC-88213: missing physician signature',
    minutesAgo: 6 * D + 3 * H,
    read: true,
    html: `<p>Dear provider,</p><p>Claim <strong>GC-88213</strong> was rejected because the prescription lacks the physician's signature. Resubmit it with a signed copy within 30 days.</p><p>GulfCare Insurance — Provider relations</p>`,
  },
  {
    folder: 'inbox',
    from: people.martin,
    subject: 'Critical value called: potassium 6.8 mmol/L, sample S-10442',
    minutesAgo: 7 * D,
    read: true,
    html: `<p>For the record: the critical potassium result of sample <strong>S-10442</strong> was phoned to Dr. Amrani at 10:42 and read back. Haemolysis was excluded.</p><p>Claire — Laboratory</p>`,
  },
  {
    folder: 'inbox',
    from: people.farouk,
    subject: 'Thank you for the quick results',
    minutesAgo: 8 * D,
    read: true,
    html: `<p>Hello,</p><p>Just a word to thank the team for the quick and clear results last week. The reception staff were very kind.</p><p>Omar Farouk</p>`,
  },
];

/** A week of the analyser's daily quality-control summaries: enough mail for a second page. */
const qcReports: SeedMessage[] = Array.from({ length: 8 }, (_, day) => ({
  folder: 'inbox' as const,
  from: people.analyser,
  subject: `Daily QC summary — haematology analyser (day ${8 - day} of 8)`,
  minutesAgo: (day + 1) * D + 17 * H,
  read: true,
  html: `<p>Automatic report. Levels 1, 2 and 3 ran at 07:${String(10 + day).padStart(2, '0')}.</p><ul><li>WBC, RBC, HGB, PLT: within limits</li><li>Westgard rules: no violation</li></ul>`,
}));

const sent: SeedMessage[] = [
  {
    folder: 'sent',
    to: [people.benali],
    subject: 'Re: Question about fasting before my blood test',
    minutesAgo: 7 * H,
    html: `<p>Dear Ms Benali,</p><p>You may drink <strong>water</strong>, but no coffee, tea or juice during the 8 hours before the test.</p><p>See you on Thursday.</p>`,
  },
  {
    folder: 'sent',
    to: [people.bioLab],
    subject: 'Order: reagent kits and vacutainers',
    minutesAgo: 2 * D + 3 * H,
    html: `<p>Hello,</p><p>Please send us 6 CBC reagent kits, 1,000 EDTA tubes and 4 glucose control sets, to be delivered to the laboratory entrance.</p>`,
  },
  {
    folder: 'sent',
    to: [people.gulfCare],
    cc: [people.admin],
    subject: 'Re: Rejected claim GC-88213: missing physician signature',
    minutesAgo: 5 * D + 2 * H,
    html: `<p>Dear GulfCare team,</p><p>Please find the signed prescription for claim GC-88213 attached to the resubmission made today.</p>`,
  },
  {
    folder: 'sent',
    to: [people.stLouis],
    subject: "Re: Transfert d'échantillons : bordereau de la semaine",
    minutesAgo: 2 * D + 20 * H,
    html: `<p>Bonjour,</p><p>Réception confirmée : 12 tubes secs et 4 tubes EDTA, conformes au bordereau.</p>`,
  },
];

const drafts: SeedMessage[] = [
  {
    folder: 'drafts',
    to: [{ name: 'Medical Director', address: 'director@cedarclinic.example' }],
    subject: 'Monthly laboratory activity report',
    minutesAgo: 20 * H,
    html: `<p>Dear Director,</p><p>Activity this month:</p><ul><li>Samples processed: </li><li>Turnaround time (median): </li></ul>`,
  },
  {
    folder: 'drafts',
    to: [people.mediterranea],
    subject: 'Re: Updated tariff agreement for laboratory tests',
    minutesAgo: 36 * H,
    html: `<p>Dear partner,</p><p>We agree with the new tariffs, except for </p>`,
  },
];

const trash: SeedMessage[] = [
  {
    folder: 'trash',
    from: people.webinars,
    subject: 'Webinar: lean management in the clinical laboratory',
    minutesAgo: 3 * D + 8 * H,
    read: true,
    html: `<p>Join our free webinar on reducing turnaround times with lean methods.</p>`,
  },
  {
    folder: 'trash',
    from: people.parcel,
    subject: 'Your parcel could not be delivered',
    minutesAgo: 4 * D + H,
    read: true,
    html: `<p>We tried to deliver your parcel. Reply with your address to schedule a new delivery.</p>`,
  },
];

export const seedMessages: readonly SeedMessage[] = [
  ...inbox,
  ...qcReports,
  ...sent,
  ...drafts,
  ...trash,
];
