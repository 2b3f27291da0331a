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
    forbidden: 'You can only change your own password.',
    notFound: 'Not found.',
  },
  fr: {
    invalidBody: 'Certains champs sont manquants ou invalides.',
    badCredentials: 'Numéro de téléphone ou mot de passe incorrect.',
    phoneTaken: 'Un compte existe déjà avec ce numéro de téléphone.',
    wrongPassword: 'Le mot de passe actuel est incorrect.',
    unauthorized: 'Votre session est absente ou a expiré.',
    forbidden: 'Vous ne pouvez modifier que votre propre mot de passe.',
    notFound: 'Introuvable.',
  },
  ar: {
    invalidBody: 'بعض الحقول ناقصة أو غير صالحة.',
    badCredentials: 'رقم الهاتف أو كلمة المرور غير صحيحة.',
    phoneTaken: 'يوجد حساب مسجل بهذا الرقم بالفعل.',
    wrongPassword: 'كلمة المرور الحالية غير صحيحة.',
    unauthorized: 'جلستك غير موجودة أو انتهت صلاحيتها.',
    forbidden: 'يمكنك تغيير كلمة المرور الخاصة بك فقط.',
    notFound: 'غير موجود.',
  },
} as const;

const validation = { en: enCommon.validation, fr: frCommon.validation, ar: arCommon.validation };

type Lang = keyof typeof serverMessages;
export type ServerMessage = keyof (typeof serverMessages)['en'];

export function languageOf(request: Request): Lang {
  const wanted = request.headers.get('Accept-Language')?.slice(0, 2).toLowerCase();
  return wanted === 'fr' || wanted === 'ar' ? wanted : 'en';
}

export const serverText = (request: Request, key: ServerMessage) => serverMessages[languageOf(request)][key];

/** A zod issue message (`validation.x`) in the request's language. */
export function validationText(request: Request, key: string): string {
  const texts: Record<string, string> = validation[languageOf(request)];
  return texts[key.replace(/^validation\./, '')] ?? key;
}
