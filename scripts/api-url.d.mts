export function isHttpUrl(value: string): boolean;
export function isSafeApiUrl(value: string): boolean;
