import arCommon from '../../public/locales/ar/common.json';
import enCommon from '../../public/locales/en/common.json';
import frCommon from '../../public/locales/fr/common.json';

/**
 * What the demo server says, in the language the app asks for (Accept-Language), as a real
 * multilingual backend would. Field messages reuse the app's own validation texts.
 */
const serverMessages = {
  en: {
    invalidBody: 'Some fields are missing or invalid.',
    badCredentials: 'Wrong phone number or password.',
    phoneTaken: 'An account with this phone number already exists.',
    wrongPassword: 'The current password is not correct.',
    unauthorized: 'Your session is missing or has expired.',
    printerBusy:
      'This printer is printing a job. Wait until it has finished before changing its status.',
    forbidden: 'You can only change your own password.',
    notFound: 'Not found.',
    deleted: 'Deleted.',
    demoReset: 'The demo data is back to its starting point.',
    fileMissing: 'Choose a file to upload.',
    userNotFound: 'There is no such user.',
    unknownCurrency: 'This currency is not in the list of currencies.',
    exceedsDue: 'The amount is more than what remains due.',
    paidOverBilled: 'The amount paid cannot be more than the amount billed.',
    alreadySettled: 'This transaction is already settled or closed.',
    passwordChanged: 'The password was changed.',
    resultValidated:
      'This result is validated: un-validate it, giving the reason, before changing it.',
    auditKept: 'The changes kept on this result cannot be removed or rewritten: read it again.',
  },
  fr: {
    invalidBody: 'Certains champs sont manquants ou invalides.',
    badCredentials: 'Numéro de téléphone ou mot de passe incorrect.',
    phoneTaken: 'Un compte existe déjà avec ce numéro de téléphone.',
    wrongPassword: 'Le mot de passe actuel est incorrect.',
    unauthorized: 'Votre session est absente ou a expiré.',
    printerBusy:
      'Cette imprimante est en train d’imprimer. Attendez la fin de l’impression pour changer son état.',
    forbidden: 'Vous ne pouvez modifier que votre propre mot de passe.',
    notFound: 'Introuvable.',
    deleted: 'Supprimé.',
    demoReset: 'Les données de démonstration sont revenues à leur état de départ.',
    fileMissing: 'Choisissez un fichier à envoyer.',
    userNotFound: 'Cet utilisateur n’existe pas.',
    unknownCurrency: 'Cette devise ne figure pas dans la liste des devises.',
    exceedsDue: 'Le montant dépasse le reste dû.',
    paidOverBilled: 'Le montant payé ne peut pas dépasser le montant facturé.',
    alreadySettled: 'Cette transaction est déjà réglée ou close.',
    passwordChanged: 'Le mot de passe a été modifié.',
    resultValidated:
      'Ce résultat est validé : dévalidez-le, en donnant la raison, avant de le modifier.',
    auditKept:
      'Les modifications conservées sur ce résultat ne peuvent être retirées ni réécrites : relisez-le.',
  },
  ar: {
    invalidBody: 'بعض الحقول ناقصة أو غير صالحة.',
    badCredentials: 'رقم الهاتف أو كلمة المرور غير صحيحة.',
    phoneTaken: 'يوجد حساب مسجل بهذا الرقم بالفعل.',
    wrongPassword: 'كلمة المرور الحالية غير صحيحة.',
    unauthorized: 'جلستك غير موجودة أو انتهت صلاحيتها.',
    printerBusy: 'هذه الطابعة تطبع الآن. انتظر حتى تنتهي قبل تغيير حالتها.',
    forbidden: 'يمكنك تغيير كلمة المرور الخاصة بك فقط.',
    notFound: 'غير موجود.',
    deleted: 'تم الحذف.',
    demoReset: 'عادت البيانات التجريبية إلى حالتها الأولى.',
    fileMissing: 'اختر ملفًا لتحميله.',
    userNotFound: 'هذا المستخدم غير موجود.',
    unknownCurrency: 'هذه العملة غير موجودة في قائمة العملات.',
    exceedsDue: 'المبلغ أكبر من المبلغ المتبقي المستحق.',
    paidOverBilled: 'لا يمكن أن يتجاوز المبلغ المدفوع المبلغ المفوتر.',
    alreadySettled: 'هذه المعاملة مسددة أو مغلقة بالفعل.',
    passwordChanged: 'تم تغيير كلمة المرور.',
    resultValidated: 'هذه النتيجة مصادق عليها: ألغِ المصادقة مع ذكر السبب قبل تعديلها.',
    auditKept: 'لا يمكن حذف التغييرات المحفوظة في هذه النتيجة ولا إعادة كتابتها: أعد قراءتها.',
  },
} as const;

const validation = { en: enCommon.validation, fr: frCommon.validation, ar: arCommon.validation };

type Lang = keyof typeof serverMessages;

export type ServerMessage = keyof (typeof serverMessages)['en'];

/** Every message key, for the test that each language has them all. */
export const messageKeys = (lang: Lang) => Object.keys(serverMessages[lang]).sort();

export function languageOf(request: Request): Lang {
  const wanted = request.headers.get('Accept-Language')?.slice(0, 2).toLowerCase();
  return wanted === 'fr' || wanted === 'ar' ? wanted : 'en';
}

export const serverText = (request: Request, key: ServerMessage) =>
  serverMessages[languageOf(request)][key];

/** A zod issue message (`validation.x`) in the request's language. */
export function validationText(request: Request, key: string): string {
  const texts: Record<string, string> = validation[languageOf(request)];
  return texts[key.replace(/^validation\./, '')] ?? key;
}
