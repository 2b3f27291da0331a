/** Keys the app keeps its session under in localStorage (src/app/auth/storage.ts). */
export const SESSION_KEYS = {
  token: 'clinic-admin.token',
  userDetails: 'clinic-admin.userDetails',
  userInfo: 'clinic-admin.userInfo',
} as const;
