import { stillValidated } from '@/api/resources/results';
import type { Result } from '@/api/resources/results';

/** A validated result is read-only until it is un-validated (the result alone says so). */
export const locked = (result: Result): boolean => stillValidated(result);
